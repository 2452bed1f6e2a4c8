import { navigateToUrl } from 'single-spa';
import { appStore, sessionAtom } from '@refnet/shared-ui/core';
import { redirectFor } from './guards';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

/** Redirects the page being opened now, then guards every later navigation before apps change. */
export function installGuards(): void {
  const initialRedirect = redirectFor(window.location.pathname, appStore.get(sessionAtom));
  if (initialRedirect) window.history.replaceState(null, '', initialRedirect);

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const redirect = redirectFor(new URL(newUrl).pathname, appStore.get(sessionAtom));
    if (!redirect || !cancelNavigation) return;
    cancelNavigation();
    // Navigate once single-spa has finished reverting the cancelled URL.
    setTimeout(() => navigateToUrl(redirect));
  });
}
