import { atom } from 'jotai';
import { getAppStatus, LOAD_ERROR, triggerAppChange } from 'single-spa';
import { REMOTE_NAMES, type RemoteName } from '@refnet/contracts';
import { appStore } from '@refnet/shared-ui/core';

/** single-spa ignores a reroute for an application whose load failed less than 200 ms ago. */
export const RELOAD_AFTER_FAILURE_MS = 200;
let lastFailureAt = 0;

/** single-spa's error handler: an application failed (to load, mount…) just now. */
export function noteRemoteFailure(): void {
  lastFailureAt = Date.now();
  syncFailedRemotes();
}

/**
 * Retry: reroutes so that single-spa loads the failed remotes again, once it will. A reroute sooner would
 * be ignored, and a Retry clicked right after the card appeared would do nothing.
 */
export function retryFailedRemotes(): void {
  const wait = lastFailureAt + RELOAD_AFTER_FAILURE_MS - Date.now();
  if (wait > 0) setTimeout(() => void triggerAppChange(), wait);
  else void triggerAppChange();
}

/** Remotes that failed to load; the shell shows the "unavailable, retry" card in their place. */
export const failedRemotesAtom = atom<ReadonlySet<RemoteName>>(new Set<RemoteName>());

/** Remotes whose latest build needs shared modules this shell does not provide: "being updated". */
export const remotesBeingUpdatedAtom = atom<ReadonlySet<RemoteName>>(new Set<RemoteName>());

function withRemote(set: ReadonlySet<RemoteName>, remote: RemoteName, present: boolean) {
  if (set.has(remote) === present) return set;
  const next = new Set(set);
  if (present) next.add(remote);
  else next.delete(remote);
  return next;
}

/** The compatibility check stopped `remote`: its card says it is being updated. */
export function noteRemoteBeingUpdated(remote: RemoteName): void {
  appStore.set(remotesBeingUpdatedAtom, withRemote(appStore.get(remotesBeingUpdatedAtom), remote, true));
}

/**
 * single-spa is loading the remote again (the user came back to its route, or pressed Retry): its card goes
 * until this attempt fails too, so a card on screen always stands for the latest attempt.
 */
export function noteRemoteLoading(remote: RemoteName): void {
  appStore.set(failedRemotesAtom, withRemote(appStore.get(failedRemotesAtom), remote, false));
  appStore.set(remotesBeingUpdatedAtom, withRemote(appStore.get(remotesBeingUpdatedAtom), remote, false));
}

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
