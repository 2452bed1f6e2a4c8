import type { ReferralPermissions } from '@refnet/contracts/accounts';
import { useProfile, useReferralPermissions, useSession } from '@refnet/shared-ui';

/**
 * The signed-in user's referral permissions, or null while a delegate's profile (which carries them) has
 * not loaded: useReferralPermissions answers "none" meanwhile, which must not read as a refusal.
 */
export function useKnownReferralPermissions(): ReferralPermissions | null {
  const permissions = useReferralPermissions();
  const session = useSession();
  const profile = useProfile();
  return session?.userGroup === 'Delegate' && profile === null ? null : permissions;
}
