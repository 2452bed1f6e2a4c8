import { QueryClient } from '@tanstack/react-query';
import { sessionAtom } from '../state/atoms';
import { appStore } from '../state/store';

/** How long an answer counts as current: a screen opened again within it shows it without asking again. */
export const FRESH_FOR_MS = 30_000;
/** How long an answer no screen shows is kept, for a screen opened again soon. */
export const KEPT_FOR_MS = 5 * 60_000;

/**
 * The page's one cache of server state. It lives in shared-ui's `/data` entry, which the shell provides to
 * every remote, so there is one per page across the federation. Reads are not retried here: the API
 * client already retries a GET that met a network error or a 502/503/504.
 */
export const serverState = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS, gcTime: KEPT_FOR_MS },
  },
});

// Nothing one person's screens read is ever shown to the next: everything goes on logout and on a sign-in.
let signedInWith = appStore.get(sessionAtom)?.token ?? null;
appStore.sub(sessionAtom, () => {
  const token = appStore.get(sessionAtom)?.token ?? null;
  if (token === signedInWith) return;
  signedInWith = token;
  serverState.clear();
});
