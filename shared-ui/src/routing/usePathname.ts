import { useSyncExternalStore } from 'react';

// single-spa fires popstate for its own pushState/replaceState calls and a routing event after each change.
const URL_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of URL_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of URL_EVENTS) window.removeEventListener(name, onChange);
  };
}

const currentPathname = () => window.location.pathname;

/**
 * The current path, kept in step with single-spa navigation. Lets the shell and shared components follow
 * the URL without react-router, which then loads only with the remotes that route inside themselves.
 */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname, currentPathname);
}
