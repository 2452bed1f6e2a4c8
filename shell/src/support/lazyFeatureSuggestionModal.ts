import { lazyWithDesignSystem } from '../designSystem/lazyWithDesignSystem';

/** Loaded the first time someone opens it, so the header does not grow the landing page. */
export const LazyFeatureSuggestionModal = lazyWithDesignSystem(
  () => import('./FeatureSuggestionModal').then((module) => module.FeatureSuggestionModal),
  { inline: true },
);
