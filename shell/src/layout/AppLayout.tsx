import { lazy, Suspense, type CSSProperties } from 'react';
import { refnetColours, refnetFontFamily, useSession } from '@refnet/shared-ui/core';
import { ShellPages } from '../pages/ShellPages';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { ErrorBoundary } from './ErrorBoundary';
import { GlobalMessageOutlet } from './GlobalMessageOutlet';
import { useDocumentTitle } from './useDocumentTitle';

// Only a signed-in, approved user has a badge to keep current: the landing page does not load this.
const NotificationCountRefresh = lazy(() => import('./NotificationCountRefresh'));

/** The design system's colours and font for the shell's own (non-antd) layout, as CSS variables. */
const CHROME_STYLE = {
  '--refnet-primary': refnetColours.primary,
  '--refnet-primary-hover': refnetColours.primaryHover,
  '--refnet-text': refnetColours.text,
  '--refnet-text-secondary': refnetColours.textSecondary,
  '--refnet-page-background': refnetColours.pageBackground,
  '--refnet-font-family': refnetFontFamily,
} as CSSProperties;

export function AppLayout() {
  useDocumentTitle();
  const session = useSession();
  return (
    <div className="refnet-layout" style={CHROME_STYLE}>
      <AppHeader />
      <main className="refnet-content" id="main-content">
        <ErrorBoundary>
          <ShellPages />
        </ErrorBoundary>
        <RemoteOutlet />
      </main>
      <AppFooter />
      <GlobalMessageOutlet />
      {session?.isVerified && (
        <Suspense fallback={null}>
          <NotificationCountRefresh />
        </Suspense>
      )}
    </div>
  );
}
