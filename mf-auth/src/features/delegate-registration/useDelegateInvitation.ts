import { oneTimeLinkSchema, type DelegateRegistration, type OneTimeLink } from '@refnet/contracts/accounts';
import { fetchDelegateInvitation } from '@refnet/shared-ui/accounts';
import { serverQuery, useServerData, type Loaded } from '@refnet/shared-ui/data';

export interface DelegateInvitation {
  /** The link's three parts: PUT /verify-delegate/ proves the invitation with them. */
  link: OneTimeLink;
  registration: DelegateRegistration;
}

const MALFORMED_LINK = new Error('The invitation link is incomplete.');

/** Loads the invitation the route's link parts name (SPEC §2.5); a malformed link fails without a call. */
export function useDelegateInvitation(params: Readonly<Record<string, string>>): Loaded<DelegateInvitation> {
  const { userHash, timeHash, verificationCode } = params;
  const query = serverQuery(
    ['/get-verify-delegate/', userHash, timeHash, verificationCode],
    async (options): Promise<DelegateInvitation> => {
      const parsed = oneTimeLinkSchema.safeParse({ userHash, timeHash, verificationCode });
      if (!parsed.success) throw MALFORMED_LINK;
      const { delegateRegistration } = await fetchDelegateInvitation(parsed.data, options);
      return { link: parsed.data, registration: delegateRegistration };
    },
    // Registering uses the link up: asked again, it would say the invitation is gone.
    { readOnce: true },
  );
  return useServerData(query).loaded;
}
