import { useEffect } from 'react';
import { matchRoute } from '@refnet/contracts';
import { usePathname, useProfile, useSession } from '@refnet/shared-ui/core';

// The referral calls are not part of the landing page: they load once a signed-in user may need them.
const loadReferralsEntry = () => import('@refnet/shared-ui/referrals');

/** On a guest-only page (login) a session means a sign-in in progress, which loads the count itself. */
const isSigningIn = (pathname: string) => matchRoute(pathname)?.route.access === 'guest-only';

/**
 * Keeps the header badge current (SPEC §2.15; issue 17: a referral sent to a signed-in clinician shows
 * within 30 s, without a reload): the page's one poll of the referral notification count
 * (startNotificationCountPolling), which asks at once when the app starts with a stored session, then every
 * 20 s while the page is visible. Only for approved clinicians and delegates who may view referrals: staff
 * and users awaiting approval have none, and a delegate who loses the view permission loses the count.
 * Signing out stops it.
 */
export function useNotificationCountRefresh(): void {
  const session = useSession();
  const profile = useProfile();
  const signingIn = isSigningIn(usePathname());

  useEffect(() => {
    if (!session?.isVerified || signingIn) return;
    let current = true;
    let stopPolling: (() => void) | undefined;
    loadReferralsEntry()
      .then((referrals) => {
        if (!current) return;
        if (!referrals.receivesReferralNotifications(session, profile)) {
          // A delegate whose view permission was just revoked must not keep seeing the old count.
          if (profile) referrals.forgetNotificationCount();
          return;
        }
        stopPolling = referrals.startNotificationCountPolling();
      })
      // The entry could not load (offline, new release): the badge keeps its last count.
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
      stopPolling?.();
    };
  }, [session, profile, signingIn]);
}
