import { lazy } from 'react';

// shared-ui's display entry (cards, results, modals) is not needed to show the landing page: the shell loads
// it the first time one of these is shown.
const loadDisplay = () => import('@refnet/shared-ui/display');

export const LazyStatusScreen = lazy(() => loadDisplay().then((entry) => ({ default: entry.StatusScreen })));
export const LazyFallbackCard = lazy(() => loadDisplay().then((entry) => ({ default: entry.FallbackCard })));
export const LazyGlobalMessageModal = lazy(() =>
  loadDisplay().then((entry) => ({ default: entry.GlobalMessageModal })),
);
export const LazyRemoteUnavailableCard = lazy(() =>
  loadDisplay().then((entry) => ({ default: entry.RemoteUnavailableCard })),
);
