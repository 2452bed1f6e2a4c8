import type { ComponentType } from 'react';
import { matchRoute, type RouteDefinition, type RouteOwner } from '@refnet/contracts';
import { ScreenPlaceholder } from './ScreenPlaceholder';
import { usePathname } from './usePathname';

export interface ScreenProps {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

export interface OwnedRoutesProps {
  readonly owner: RouteOwner;
  /** Screens by route path pattern (as written in the route table). */
  readonly screens: Readonly<Record<string, ComponentType<ScreenProps>>>;
}

/**
 * Renders the screen for the current URL when `owner` owns it, from the one route table in contracts.
 * Routes whose screens are not built yet show their page heading. A new path starts the screen afresh,
 * also when two routes (or two ids) share one screen component.
 */
export function OwnedRoutes({ owner, screens }: OwnedRoutesProps) {
  const pathname = usePathname();
  const match = matchRoute(pathname);
  if (!match || match.route.owner !== owner) return null;
  const Screen = screens[match.route.path] ?? ScreenPlaceholder;
  return <Screen key={pathname} route={match.route} params={match.params} />;
}
