import { Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import {
  clearSession,
  Layout,
  Logo,
  logout,
  notificationCountAtom,
  useIsNarrow,
  usePathname,
  useReferralPermissions,
  useSession,
  userDisplayName,
  followInAppLink,
} from '@refnet/shared-ui';
import { PENDING_APPROVAL_PATH } from '../routing/guards';
import { LazyInviteClinicianModal } from '../invite/lazyInviteClinicianModal';
import { LazyFeatureSuggestionModal } from '../support/lazyFeatureSuggestionModal';
import { headerMenuFor, INVITE_CLINICIAN_KEY, LOGOUT_KEY, SUGGEST_FEATURE_KEY } from './headerMenu';
import { HeaderBadgeLinks } from './HeaderBadgeLink';
import { HeaderMenuBar } from './HeaderMenuBar';
import { LazyProfileMenu } from './lazyProfileMenu';
import { NavigationDrawerButton } from './NavigationDrawerButton';

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
      await logout();
    } finally {
      clearSession();
      navigateToUrl('/login');
    }
  };

  const runAction = (key: string) => {
    if (key === LOGOUT_KEY) void signOut();
    else if (key === SUGGEST_FEATURE_KEY) setSuggesting(true);
    else if (key === INVITE_CLINICIAN_KEY) setInviting(true);
  };

  return (
    <Layout.Header className="refnet-header">
      <a href={homeFor(session)} onClick={followInAppLink} className="refnet-header__logo">
        <Logo height={narrow ? 32 : 40} />
      </a>
      {narrow ? (
        <div className="refnet-header__phone-end">
          <HeaderBadgeLinks items={menu.main} />
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
      ) : (
        <>
          <HeaderMenuBar items={menu.main} pathname={pathname} label="Main navigation" onAction={runAction} />
          {menu.profile && session && (
            <LazyProfileMenu
              items={menu.profile}
              displayName={userDisplayName(session.user)}
              onAction={runAction}
            />
          )}
        </>
      )}
      {suggesting && session && (
        <Suspense fallback={null}>
          <LazyFeatureSuggestionModal onClose={() => setSuggesting(false)} />
        </Suspense>
      )}
      {inviting && session && (
        <Suspense fallback={null}>
          <LazyInviteClinicianModal onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
