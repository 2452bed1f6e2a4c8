import { Component, Suspense, type ReactNode } from 'react';
import { LazyFallbackCard } from '../lazyDisplay';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Contains a render error of a shell page to the fallback card (SPEC §2.15). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
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
