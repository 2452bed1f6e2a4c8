import { matchRoute } from '@refnet/contracts';
import { Suspense } from 'react';
import { OwnedRoutes, usePathname } from '@refnet/shared-ui';
import { LazyStatusScreen } from '../lazyDisplay';
import { LandingPage } from './LandingPage';
import { LazyDashboardPage, LazyFaqsPage, LazyHelpPage, LazyPolicyPage } from './lazyPages';

function StatusPage({ code }: { code: 404 | 503 }) {
  return <LazyStatusScreen code={code} />;
}

const SERVER_ERROR = () => <StatusPage code={503} />;

const SCREENS = {
  '/': LandingPage,
  '/dashboard': LazyDashboardPage,
  '/policy': LazyPolicyPage,
  '/faqs': LazyFaqsPage,
  '/help': LazyHelpPage,
  '/auth/help': LazyHelpPage,
  '/server-error': SERVER_ERROR,
};

/** The screens the shell owns; unknown paths get the 404 screen (SPEC §2.1 catch-all). */
export function ShellPages() {
  const known = matchRoute(usePathname()) !== null;
  return (
    <Suspense fallback={null}>
      {known ? <OwnedRoutes owner="shell" screens={SCREENS} /> : <StatusPage code={404} />}
    </Suspense>
  );
}
