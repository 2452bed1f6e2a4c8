import { useState } from 'react';
import { authDetailSchema } from '@refnet/contracts';
import type { CreateReferralRequest } from '@refnet/contracts/referrals';
import { isApiRequestError, showGlobalMessage } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { createReferral, loadNotificationCount } from '@refnet/shared-ui/referrals';
import { invalidateServerData } from '@refnet/shared-ui/data';
import { REFERRAL_LISTS_KEY } from '../../../state/referralListQuery';

export const SEND_UNCONFIRMED_MESSAGE =
  'We could not confirm that your referral was sent. Please check Referrals Made before sending it again.';

/** The server's own words when it answered with some; not for a bare status, a bad body or no answer. */
function serverWords(error: unknown): string | undefined {
  if (!isApiRequestError(error) || error.kind !== 'response') return undefined;
  if (error.serverMessage) return error.serverMessage.message;
  const detail = authDetailSchema.safeParse(error.body);
  return detail.success ? detail.data.detail : undefined;
}

/** 32 random hex digits: the server answers a second create with the same key with the first referral. */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Sends the referral, once at a time: a second click while the first is on its way does nothing, and every
 * send from this review carries one idempotency key, so a repeat the server already answered (a retry
 * after no answer) returns the same referral instead of a second one. Success: the referral lists are
 * asked again (as after any write), the header's count is refreshed and `onSent` runs. Failure: the API's
 * words as a danger notice, or, without them, a warning that the referral may have been sent all the same;
 * what was entered stays.
 */
export function useSendReferral(onSent: () => void) {
  const [idempotencyKey] = useState(newIdempotencyKey);

  const { run: send, pending: sending } = useOneAtATime(async (request: CreateReferralRequest) => {
    try {
      await createReferral({ ...request, idempotencyKey });
      void loadNotificationCount();
      onSent();
    } catch (error) {
      // The referral may have been created although no good answer came back.
      void invalidateServerData(REFERRAL_LISTS_KEY);
      showGlobalMessage({ variant: 'danger', message: serverWords(error) ?? SEND_UNCONFIRMED_MESSAGE });
    }
  });

  return { send, sending };
}
