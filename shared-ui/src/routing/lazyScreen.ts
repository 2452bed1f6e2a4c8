import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from './OwnedRoutes';

/**
 * A screen loaded on its first visit (React.lazy), so a remote's first screen does not carry the others.
 * Render it inside a Suspense boundary.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<ScreenProps>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
