import { Component, type ReactNode } from 'react';
import { FallbackCard } from '@refnet/shared-ui';

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
    return this.state.failed ? <FallbackCard onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
