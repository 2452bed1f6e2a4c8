import { lazy } from 'react';

/** Loaded the first time someone opens it, so the header does not grow the landing page. */
export const LazyFeatureSuggestionModal = lazy(() =>
  import('./FeatureSuggestionModal').then((module) => ({ default: module.FeatureSuggestionModal })),
);
