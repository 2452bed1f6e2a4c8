import { Suspense } from 'react';
import { OwnedRoutes } from '@refnet/shared-ui';
import { LazyStatusScreen } from '../lazyDisplay';
import { LazyDashboardPage, LazyFaqsPage, LazyHelpPage, LazyPolicyPage } from './lazyPages';

function StatusPage({ code }: { code: 404 | 503 }) {
  return <LazyStatusScreen code={code} />;
}

const SERVER_ERROR = () => <StatusPage code={503} />;

/** The shell's screens other than the landing page (ShellPages shows that one without antd). */
const SCREENS = {
  '/dashboard': LazyDashboardPage,
  '/policy': LazyPolicyPage,
  '/faqs': LazyFaqsPage,
  '/help': LazyHelpPage,
  '/auth/help': LazyHelpPage,
  '/server-error': SERVER_ERROR,
};

/** The shell screen of a known path, or the 404 screen. */
export function ShellScreens({ known }: { known: boolean }) {
  return (
    <Suspense fallback={null}>
      {known ? <OwnedRoutes owner="shell" screens={SCREENS} /> : <StatusPage code={404} />}
    </Suspense>
  );
}
