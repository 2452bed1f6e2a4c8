import { matchRoute } from '@refnet/contracts';
import { OwnedRoutes, StatusScreen, usePathname } from '@refnet/shared-ui';
import { DashboardPage } from './DashboardPage';
import { LandingPage } from './LandingPage';

const SERVER_ERROR = () => <StatusScreen code={503} />;

/** The screens the shell owns; unknown paths get the 404 screen (SPEC §2.1 catch-all). */
export function ShellPages() {
  if (!matchRoute(usePathname())) return <StatusScreen code={404} />;
  return (
    <OwnedRoutes
      owner="shell"
      screens={{ '/': LandingPage, '/dashboard': DashboardPage, '/server-error': SERVER_ERROR }}
    />
  );
}
