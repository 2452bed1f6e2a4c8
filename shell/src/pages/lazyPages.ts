import { lazy } from 'react';

// Every shell page but the landing page loads on first visit: the landing page has a size budget
// (docs/architecture.md "antd weight"), and these pages bring antd's display and form components.
export const LazyDashboardPage = lazy(() =>
  import('./dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);
export const LazyPolicyPage = lazy(() =>
  import('./policy/PolicyPage').then((module) => ({ default: module.PolicyPage })),
);
export const LazyFaqsPage = lazy(() =>
  import('./faqs/FaqsPage').then((module) => ({ default: module.FaqsPage })),
);
export const LazyHelpPage = lazy(() =>
  import('../support/HelpPage').then((module) => ({ default: module.HelpPage })),
);
