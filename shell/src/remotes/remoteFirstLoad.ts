import { useSyncExternalStore } from 'react';
import { BOOTSTRAPPING, getAppStatus, LOADING_SOURCE_CODE, NOT_BOOTSTRAPPED, NOT_LOADED } from 'single-spa';
import type { RemoteName } from '@refnet/contracts';

/** The statuses of a remote whose code has not run yet: its first visit, while its files download. */
const BEFORE_FIRST_MOUNT: ReadonlySet<string> = new Set([
  NOT_LOADED,
  LOADING_SOURCE_CODE,
  NOT_BOOTSTRAPPED,
  BOOTSTRAPPING,
]);

// A new URL may need a remote not loaded yet; single-spa's routing event follows once it has mounted (or failed).
const STATUS_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of STATUS_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of STATUS_EVENTS) window.removeEventListener(name, onChange);
  };
}

/** Whether single-spa is still fetching or starting `remote` for the first time (false for null). */
export function isLoadingForTheFirstTime(remote: RemoteName | null): boolean {
  if (!remote) return false;
  const status = getAppStatus(remote);
  return status !== null && BEFORE_FIRST_MOUNT.has(status);
}

/** isLoadingForTheFirstTime, kept current as the URL changes and single-spa mounts. */
export function useRemoteFirstLoad(remote: RemoteName | null): boolean {
  const read = () => isLoadingForTheFirstTime(remote);
  return useSyncExternalStore(subscribe, read, read);
}
