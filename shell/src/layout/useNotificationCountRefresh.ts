import { useEffect } from 'react';
import { matchRoute } from '@refnet/contracts';
import { usePathname, useProfile, useSession } from '@refnet/shared-ui';

// The referral calls are not part of the landing page: they load once a signed-in user may need them.
const loadReferralsEntry = () => import('@refnet/shared-ui/referrals');

/** On a guest-only page (login) a session means a sign-in in progress, which loads the count itself. */
const isSigningIn = (pathname: string) => matchRoute(pathname)?.route.access === 'guest-only';

/** A new ?query on the same path, or the user coming back to the window: the count may be 10 minutes old. */
const RECHECK_EVENTS = ['popstate', 'single-spa:routing-event', 'focus'] as const;

/**
 * Keeps the header badge current (SPEC §2.15, §4): loads the referral notification count when the app
 * starts with a stored session and again on a route change or window focus once the last load is
 * 10 minutes old. Only for approved clinicians and delegates who may view referrals: staff and users
 * awaiting approval have none, and a delegate who loses the view permission loses the count.
 */
export function useNotificationCountRefresh(): void {
  const session = useSession();
  const profile = useProfile();
  const pathname = usePathname();

  useEffect(() => {
    if (!session?.isVerified || isSigningIn(pathname)) return;
    let current = true;
    const refreshIfStale = () => {
      if (isSigningIn(window.location.pathname)) return;
      loadReferralsEntry()
        .then((referrals) => {
          if (!current) return;
          if (!referrals.receivesReferralNotifications(session, profile)) {
            // A delegate whose view permission was just revoked must not keep seeing the old count.
            if (profile) referrals.forgetNotificationCount();
            return;
          }
          return referrals.refreshNotificationCountIfStale();
        })
        // The entry could not load (offline, new release): the badge keeps its last count.
        .catch((error: unknown) => console.error(error));
    };
    refreshIfStale();
    for (const name of RECHECK_EVENTS) window.addEventListener(name, refreshIfStale);
    return () => {
      current = false;
      for (const name of RECHECK_EVENTS) window.removeEventListener(name, refreshIfStale);
    };
  }, [session, profile, pathname]);
}
