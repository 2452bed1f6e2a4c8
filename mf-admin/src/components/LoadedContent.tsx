import type { ReactNode } from 'react';
import { LoadFailed, LoadingState, type Loaded } from '@refnet/shared-ui/display';

export interface LoadedContentProps<Data> {
  loaded: Loaded<Data>;
  /** e.g. "Loading admin users list..." (SPEC §2.14). */
  loadingText: string;
  /** e.g. "The users list could not be loaded. Please try again." */
  failedText: string;
  children: (data: Data) => ReactNode;
}

/** A list's content once loaded; meanwhile the loading text, or the failure with Retry. */
export function LoadedContent<Data>({ loaded, loadingText, failedText, children }: LoadedContentProps<Data>) {
  if (loaded.status === 'loading') return <LoadingState text={loadingText} />;
  if (loaded.status === 'error') return <LoadFailed text={failedText} onRetry={loaded.retry} />;
  return <>{children(loaded.data)}</>;
}
