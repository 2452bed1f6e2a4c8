import { useAtomValue } from 'jotai';
import { navigateToUrl } from 'single-spa';
import {
  clearSession,
  Layout,
  Logo,
  logout,
  notificationCountAtom,
  usePathname,
  useSession,
  followInAppLink,
} from '@refnet/shared-ui';
import { headerMenuFor } from './headerMenu';
import { HeaderMenuBar } from './HeaderMenuBar';
import { ProfileMenu } from './ProfileMenu';

export function AppHeader() {
  const session = useSession();
  const notificationCount = useAtomValue(notificationCountAtom);
  const pathname = usePathname();
  // Delegate permissions arrive with the profile (delegates issue); clinicians may always create referrals.
  const menu = headerMenuFor({
    session,
    pathname,
    notificationCount,
    canCreateReferrals: session?.userGroup !== 'Delegate',
  });

  const signOut = async () => {
    try {
      await logout();
    } finally {
      clearSession();
      navigateToUrl('/login');
    }
  };

  return (
    <Layout.Header className="refnet-header">
      <a href={session ? '/dashboard' : '/'} onClick={followInAppLink} className="refnet-header__logo">
        <Logo height={40} />
      </a>
      <HeaderMenuBar items={menu.main} pathname={pathname} label="Main navigation" />
      {menu.profile && session && (
        <ProfileMenu
          items={menu.profile}
          displayName={`${session.user.first_name} ${session.user.last_name}`.trim() || session.user.email}
          onLogout={() => void signOut()}
        />
      )}
    </Layout.Header>
  );
}
