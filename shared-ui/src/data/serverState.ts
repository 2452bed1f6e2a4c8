import { focusManager, QueryClient } from '@tanstack/react-query';
import { onWrite } from '../api/writes';
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

// After any write every answer is stale: the ones on screen are asked again at once, the others when next
// shown. One rule for every write, instead of a list of keys per write that the next new write could
// forget (React Router revalidates its loaders after every action for the same reason).
onWrite(() => void serverState.invalidateQueries({ predicate: (query) => query.meta?.readOnce !== true }));

// Screens pass the client to each query (no provider to mount it): it follows focus and the network itself.
serverState.mount();

// Coming back to the page asks again what a screen wants current on focus (`refetchOnFocus`): when the tab
// is shown again (TanStack's own event) and also when the window gets the focus back from another window.
focusManager.setEventListener((setFocused) => {
  if (typeof window === 'undefined') return undefined;
  const cameBack = () => {
    const hidden = document.visibilityState === 'hidden';
    setFocused(false);
    if (!hidden) setFocused(true);
  };
  window.addEventListener('focus', cameBack);
  document.addEventListener('visibilitychange', cameBack);
  return () => {
    window.removeEventListener('focus', cameBack);
    document.removeEventListener('visibilitychange', cameBack);
  };
});
