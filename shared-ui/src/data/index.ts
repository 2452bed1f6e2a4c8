// @refnet/shared-ui/data: the one data layer for server state (TanStack Query), for the shell and every
// remote. A shared entry the shell provides, so the page has one cache whichever remote loads first; remotes
// never import @tanstack/react-query themselves (it would be a second cache).
export { serverState, FRESH_FOR_MS, KEPT_FOR_MS } from './serverState';
export { serverQuery, type ServerQuery } from './serverQuery';
export {
  invalidateServerData,
  useServerData,
  type ServerData,
  type ServerDataOptions,
} from './useServerData';
export { CHECK_DEBOUNCE_MS, useServerCheck, type CheckStatus, type CheckVerdict } from './useServerCheck';
export { allLoaded } from './allLoaded';
export type { Loaded } from '../hooks/loaded';
