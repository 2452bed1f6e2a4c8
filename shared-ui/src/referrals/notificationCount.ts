import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { REFERRAL_REFETCH_MS } from '@refnet/contracts/referrals';
import {
  appStore,
  INITIAL_NOTIFICATION_COUNT,
  notificationCountAtom,
  onSessionCleared,
  type Session,
} from '@refnet/shared-ui';
import { fetchReferralNotifications } from './calls';

let lastLoadedAt: number | null = null;
/** Numbers the loads: only the latest may write, so a late answer never overwrites a newer count. */
let latestLoad = 0;
let pendingLoad: Promise<boolean> | null = null;

/** Forgets when the count was loaded; an answer still on its way may no longer write. */
function dropLoads(): void {
  lastLoadedAt = null;
  pendingLoad = null;
  latestLoad += 1;
}

// An answer still on its way belongs to the user who has just left.
onSessionCleared(dropLoads);

/**
 * Empties the badge of a user who may no longer see referrals (a delegate whose view permission was
 * revoked), dropping any answer on its way; a later permission loads afresh.
 */
export function forgetNotificationCount(): void {
  dropLoads();
  appStore.set(notificationCountAtom, INITIAL_NOTIFICATION_COUNT);
}

/**
 * Loads the header badge's count (SPEC §2.15) into the app store. SPEC §4: a failure sets it to null.
 * Resolves to whether it loaded, so the login sequence can stop on failure (SPEC §2.5); never rejects.
 */
export function loadNotificationCount(): Promise<boolean> {
  const load = ++latestLoad;
  const isLatest = () => load === latestLoad;
  const settled: Promise<boolean> = fetchReferralNotifications()
    .then(
      ({ nReferrals, nUnreadConversations = 0 }) => {
        if (isLatest()) {
          // One badge: referrals waiting for a decision and referrals with unread news (issue 22).
          appStore.set(notificationCountAtom, nReferrals + nUnreadConversations);
          lastLoadedAt = Date.now();
        }
        return true;
      },
      () => {
        if (isLatest()) {
          appStore.set(notificationCountAtom, null);
          lastLoadedAt = null;
        }
        return false;
      },
    )
    .finally(() => {
      if (pendingLoad === settled) pendingLoad = null;
    });
  pendingLoad = settled;
  return settled;
}

/**
 * SPEC §4: fetches again only when the last load is older than `maxAgeMs` (10 minutes unless said) or there
 * was none; while a load is on its way, waits for it instead of asking twice.
 */
export async function refreshNotificationCountIfStale(
  now: number = Date.now(),
  maxAgeMs: number = REFERRAL_REFETCH_MS,
): Promise<void> {
  if (pendingLoad) {
    await pendingLoad;
    return;
  }
  if (lastLoadedAt !== null && now - lastLoadedAt < maxAgeMs) return;
  await loadNotificationCount();
}

/**
 * Who has referrals waiting for them (SPEC §2.15 badge): approved clinicians, and delegates whose clinician
 * lets them view referrals (known once the profile has loaded). Staff and users awaiting approval have none:
 * the API refuses them, and the login sequence must not stop on that.
 */
export function receivesReferralNotifications(
  session: Session | null,
  profile: ClinicianInformationResponse | null,
): boolean {
  if (!session?.isVerified) return false;
  if (session.userGroup === 'Clinician') return true;
  return session.userGroup === 'Delegate' && profile?.referralPermissions.permissionViewReferrals === true;
}
