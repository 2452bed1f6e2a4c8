import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import type { Session } from '@refnet/shared-ui';

/**
 * The login sequence's notification step (SPEC §2.5): loads the header badge's count, resolving false when
 * that failed. The referral calls load only now, so the login page does not carry them.
 */
export async function loadNotificationCount(
  session: Session,
  profile: ClinicianInformationResponse,
): Promise<boolean> {
  const referrals = await import('@refnet/shared-ui/referrals');
  // Staff and users awaiting approval have no referrals: nothing to load, nothing to stop the sign-in.
  if (!referrals.receivesReferralNotifications(session, profile)) return true;
  return referrals.loadNotificationCount();
}
