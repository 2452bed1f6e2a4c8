import { startTransition, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import {
  clearSession,
  followInAppLink,
  Logo,
  notificationCountAtom,
  useIsNarrow,
  usePathname,
  useReferralPermissions,
  useSession,
  userDisplayName,
} from '@refnet/shared-ui/core';
import { lazyWithDesignSystem } from '../designSystem/lazyWithDesignSystem';
import { LazyInviteClinicianModal } from '../invite/lazyInviteClinicianModal';
import { PENDING_APPROVAL_PATH } from '../routing/guards';
import { LazyFeatureSuggestionModal } from '../support/lazyFeatureSuggestionModal';
import { headerMenuFor, INVITE_CLINICIAN_KEY, LOGOUT_KEY, SUGGEST_FEATURE_KEY } from './headerMenu';
import { NavigationDrawerButton } from './NavigationDrawerButton';
import { VisitorMenuBar } from './VisitorMenuBar';

// antd's menu bar and badge: only a signed-in user's header loads them.
const SignedInMenuBar = lazyWithDesignSystem(
  () => import('./SignedInMenuBar').then((module) => module.SignedInMenuBar),
  { inline: true },
);
const HeaderBadgeLinks = lazyWithDesignSystem(
  () => import('./HeaderBadgeLink').then((module) => module.HeaderBadgeLinks),
  { inline: true },
);

function homeFor(session: ReturnType<typeof useSession>): string {
  if (!session) return '/';
  return session.isVerified ? '/dashboard' : PENDING_APPROVAL_PATH;
}

export function AppHeader() {
  const session = useSession();
  const notificationCount = useAtomValue(notificationCountAtom);
  const pathname = usePathname();
  const narrow = useIsNarrow();
  const [suggesting, setSuggesting] = useState(false);
  const [inviting, setInviting] = useState(false);
  // SPEC §6: a delegate may create only with permissionCreateReferrals, known once the profile has loaded.
  const { permissionCreateReferrals } = useReferralPermissions();
  const menu = headerMenuFor({
    session,
    pathname,
    notificationCount,
    canCreateReferrals: permissionCreateReferrals,
  });

  const signOut = async () => {
    try {
      // The API client comes with shared-ui's main entry, which a signed-in header has already loaded.
      const { logout } = await import('@refnet/shared-ui');
      await logout();
    } finally {
      clearSession();
      navigateToUrl('/login');
    }
  };

  const runAction = (key: string) => {
    if (key === LOGOUT_KEY) void signOut();
    else if (key === SUGGEST_FEATURE_KEY) startTransition(() => setSuggesting(true));
    else if (key === INVITE_CLINICIAN_KEY) startTransition(() => setInviting(true));
  };

  return (
    <header className="refnet-header">
      <a href={homeFor(session)} onClick={followInAppLink} className="refnet-header__logo">
        <Logo height={narrow ? 32 : 40} />
      </a>
      {narrow ? (
        <div className="refnet-header__phone-end">
          {session && (
            <Suspense fallback={null}>
              <HeaderBadgeLinks items={menu.main} />
            </Suspense>
          )}
          <NavigationDrawerButton
            main={menu.main}
            account={
              menu.profile && session
                ? { displayName: userDisplayName(session.user), items: menu.profile }
                : null
            }
            pathname={pathname}
            onAction={runAction}
          />
        </div>
      ) : session ? (
        <Suspense fallback={null}>
          <SignedInMenuBar
            menu={menu}
            displayName={userDisplayName(session.user)}
            pathname={pathname}
            onAction={runAction}
          />
        </Suspense>
      ) : (
        <VisitorMenuBar items={menu.main} pathname={pathname} />
      )}
      {/* Always mounted, and opened in a transition: React shows a popup the moment its code is there
          (a boundary mounted with it would hold it back about 300 ms after its empty fallback). */}
      <Suspense fallback={null}>
        {suggesting && session && <LazyFeatureSuggestionModal onClose={() => setSuggesting(false)} />}
        {inviting && session && <LazyInviteClinicianModal onClose={() => setInviting(false)} />}
      </Suspense>
    </header>
  );
}
