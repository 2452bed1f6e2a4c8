import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import {
  appConfigAtom,
  appStore,
  checkAuth,
  fetchAppConfig,
  loadStoredSession,
  RefnetProviders,
  saveSession,
} from '@refnet/shared-ui';
import { AppLayout } from './layout/AppLayout';
import { registerRemoteApps } from './remotes/registerRemoteApps';
import { installGuards } from './routing/installGuards';

/** Confirms a stored session with the server; an expired token is cleared by the API client. */
async function refreshSession(): Promise<void> {
  const session = loadStoredSession();
  if (!session) return;
  const current = await checkAuth();
  saveSession({ ...session, ...current });
}

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('refnet-shell') as HTMLElement);
  loadStoredSession();

  let config;
  try {
    config = await fetchAppConfig();
  } catch (error) {
    console.error(error);
    const { StatusScreen } = await import('@refnet/shared-ui/display');
    root.render(
      <RefnetProviders>
        <StatusScreen code={503} />
      </RefnetProviders>,
    );
    return;
  }
  appStore.set(appConfigAtom, config);

  registerRemoteApps(config);
  installGuards();
  root.render(
    <RefnetProviders>
      <AppLayout />
    </RefnetProviders>,
  );
  start({ urlRerouteOnly: true });
  refreshSession().catch(() => undefined);
}

void boot();
