import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppStatus, LOAD_ERROR, registerApplication, type LifeCycles } from 'single-spa';
import { matchRoute, REMOTE_NAMES, type AppConfig, type RemoteName } from '@refnet/contracts';
import { appStore } from '@refnet/shared-ui';
import { failedRemotesAtom } from './remoteFailures';
import { outletFor } from './remoteOutlets';

async function loadRemoteApp(remote: RemoteName): Promise<LifeCycles> {
  const lifecycles = await loadRemote<LifeCycles>(`${remote}/app`);
  if (!lifecycles) throw new Error(`${remote} did not expose ./app`);
  return lifecycles;
}

function markFailed(remote: RemoteName, failed: boolean): void {
  const current = appStore.get(failedRemotesAtom);
  if (current.has(remote) === failed) return;
  const next = new Set(current);
  if (failed) next.add(remote);
  else next.delete(remote);
  appStore.set(failedRemotesAtom, next);
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Tells Module Federation where each remote's manifest is (from /config.json, so a remote can move without
 * rebuilding the shell) and registers one single-spa application per remote, active on the routes it owns.
 */
export function registerRemoteApps(config: AppConfig): void {
  registerRemotes(REMOTE_NAMES.map((remote) => ({ name: remote, entry: config.remotes[remote] })));

  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: async () => {
        const lifecycles = await loadRemoteApp(remote);
        markFailed(remote, false);
        return lifecycles;
      },
      activeWhen: (location) => matchRoute(location.pathname)?.route.owner === remote,
      customProps: { domElement: outletFor(remote) },
    });
  }

  // single-spa marks the app LOAD_ERROR and tries again on a later route change; the card offers a retry.
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    if (isRemoteName(name) && getAppStatus(name) === LOAD_ERROR) markFailed(name, true);
    console.error(error);
  });
}
