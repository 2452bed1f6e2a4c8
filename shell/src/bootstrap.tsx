import { Provider } from 'jotai';
import { createRoot, type Root } from 'react-dom/client';
import { start } from 'single-spa';
import {
  appConfigAtom,
  appStore,
  fetchAppConfig,
  loadStoredSession,
  saveSession,
  type Session,
} from '@refnet/shared-ui/core';
import { AppLayout } from './layout/AppLayout';
import { registerRemoteApps } from './remotes/registerRemoteApps';
import { installGuards } from './routing/installGuards';
import { watchAppVersion } from './version/appVersion';

/**
 * Confirms a stored session with the server (an expired token is cleared by the API client), then loads
 * the profile. A failed profile load leaves the profile unset (SPEC §4) without signing the user out.
 */
async function refreshSession(session: Session): Promise<void> {
  // Loaded on demand: the API client (shared-ui's main entry) and the accounts entry are not part of the
  // landing page.
  const [{ checkAuth }, { loadProfile }] = await Promise.all([
    import('@refnet/shared-ui'),
    import('@refnet/shared-ui/accounts'),
  ]);
  const current = await checkAuth();
  saveSession({ ...session, ...current });
  await loadProfile().catch(() => undefined);
}

/** Shown when /config.json cannot be had: without it no part of RefNet can load (SPEC §2.15 server down). */
async function renderServerDown(root: Root): Promise<void> {
  const [{ RefnetProviders }, { StatusScreen }] = await Promise.all([
    import('@refnet/shared-ui'),
    import('@refnet/shared-ui/display'),
  ]);
  root.render(
    <RefnetProviders>
      <StatusScreen code={503} />
    </RefnetProviders>,
  );
}

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('refnet-shell') as HTMLElement);
  const storedSession = loadStoredSession();

  let config;
  try {
    config = await fetchAppConfig();
  } catch (error) {
    console.error(error);
    await renderServerDown(root);
    return;
  }
  appStore.set(appConfigAtom, config);

  registerRemoteApps(config);
  installGuards();
  // The shared store only: the parts of the layout that use antd bring its theme with them
  // (lazyWithDesignSystem).
  root.render(
    <Provider store={appStore}>
      <AppLayout />
    </Provider>,
  );
  start({ urlRerouteOnly: true });
  watchAppVersion();
  if (storedSession) refreshSession(storedSession).catch(() => undefined);
}

void boot();
