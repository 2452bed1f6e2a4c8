import { matchRoute } from '@refnet/contracts';
import { Suspense } from 'react';
import { OwnedRoutes, usePathname } from '@refnet/shared-ui';
import { LazyStatusScreen } from '../lazyDisplay';
import { DashboardPage } from './DashboardPage';
import { LandingPage } from './LandingPage';

function StatusPage({ code }: { code: 404 | 503 }) {
  return (
    <Suspense fallback={null}>
      <LazyStatusScreen code={code} />
    </Suspense>
  );
}

const SERVER_ERROR = () => <StatusPage code={503} />;

/** The screens the shell owns; unknown paths get the 404 screen (SPEC §2.1 catch-all). */
export function ShellPages() {
  if (!matchRoute(usePathname())) return <StatusPage code={404} />;
  return (
    <OwnedRoutes
      owner="shell"
      screens={{ '/': LandingPage, '/dashboard': DashboardPage, '/server-error': SERVER_ERROR }}
    />
  );
}
