import { Layout } from '@refnet/shared-ui';
import { ShellPages } from '../pages/ShellPages';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalMessageOutlet } from './GlobalMessageOutlet';
import { useDocumentTitle } from './useDocumentTitle';
import './layout.css';

export function AppLayout() {
  useDocumentTitle();
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
    </Layout>
  );
}
