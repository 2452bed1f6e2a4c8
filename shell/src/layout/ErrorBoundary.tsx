import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { LazyFallbackCard } from '../lazyDisplay';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Contains a render error of a shell page to the fallback card (SPEC §2.15) and tells the team about it. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error);
    // The API client comes with shared-ui's main entry, which the fallback card loads too.
    void import('@refnet/shared-ui').then(({ reportError }) =>
      reportError(error, { componentStack: info.componentStack }),
    );
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <LazyFallbackCard onRetry={() => this.setState({ failed: false })} />
      </Suspense>
    );
  }
}
