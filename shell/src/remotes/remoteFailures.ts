import { atom } from 'jotai';
import { getAppStatus, LOAD_ERROR } from 'single-spa';
import { REMOTE_NAMES, type RemoteName } from '@refnet/contracts';
import { appStore } from '@refnet/shared-ui';

/** Remotes that failed to load; the shell shows the "unavailable, retry" card in their place. */
export const failedRemotesAtom = atom<ReadonlySet<RemoteName>>(new Set<RemoteName>());

/**
 * Reads the failures from single-spa itself (after every reroute and error), so the card never outlives a
 * retry that single-spa made on its own when the user came back to the route.
 */
export function syncFailedRemotes(): void {
  const failed = REMOTE_NAMES.filter((remote) => getAppStatus(remote) === LOAD_ERROR);
  const current = appStore.get(failedRemotesAtom);
  if (failed.length === current.size && failed.every((remote) => current.has(remote))) return;
  appStore.set(failedRemotesAtom, new Set(failed));
}
