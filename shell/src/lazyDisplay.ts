import { lazy } from 'react';
import { lazyWithDesignSystem } from './designSystem/lazyWithDesignSystem';

// shared-ui's display entry (cards, results, modals) is not needed to show the landing page: the shell loads
// it the first time one of these is shown.
const loadDisplay = () => import('@refnet/shared-ui/display');

/** For the shell's screens, which are already inside the design system. */
export const LazyStatusScreen = lazy(() => loadDisplay().then((entry) => ({ default: entry.StatusScreen })));

// Shown in the shell's own layout, so they bring the design system with them.
export const LazyFallbackCard = lazyWithDesignSystem(() => loadDisplay().then((entry) => entry.FallbackCard));
export const LazyGlobalMessageModal = lazyWithDesignSystem(() =>
  loadDisplay().then((entry) => entry.GlobalMessageModal),
);
export const LazyRemoteUnavailableCard = lazyWithDesignSystem(() =>
  loadDisplay().then((entry) => entry.RemoteUnavailableCard),
);
