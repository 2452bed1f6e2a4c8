import { lazy, Suspense } from 'react';
import { Layout, useSession } from '@refnet/shared-ui';
import { ShellPages } from '../pages/ShellPages';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalMessageOutlet } from './GlobalMessageOutlet';
import { useDocumentTitle } from './useDocumentTitle';
import './layout.css';

// Only a signed-in, approved user has a badge to keep current: the landing page does not load this.
const NotificationCountRefresh = lazy(() => import('./NotificationCountRefresh'));

export function AppLayout() {
  useDocumentTitle();
  const session = useSession();
  return (
    <Layout className="refnet-layout">
      <AppHeader />
      <Layout.Content className="refnet-content" id="main-content">
        <ErrorBoundary>
          <ShellPages />
        </ErrorBoundary>
        <RemoteOutlet />
      </Layout.Content>
      <AppFooter />
      <GlobalMessageOutlet />
      {session?.isVerified && (
        <Suspense fallback={null}>
          <NotificationCountRefresh />
        </Suspense>
      )}
    </Layout>
  );
}
