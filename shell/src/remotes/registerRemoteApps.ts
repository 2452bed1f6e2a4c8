import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, registerApplication, type LifeCycles } from 'single-spa';
import { matchRoute, REMOTE_NAMES, type AppConfig, type RemoteName } from '@refnet/contracts';
import { isRemoteIncompatible, provideRemoteModuleLoader } from '@refnet/shared-ui/core';
import { compatibilityCheck } from './compatibilityCheck';
import { ReleaseFollower } from './followReleases';
import { withinLoadTimeLimit } from './loadTimeLimit';
import {
  noteRemoteBeingUpdated,
  noteRemoteFailure,
  noteRemoteLoading,
  syncFailedRemotes,
} from './remoteFailures';
import { outletFor } from './remoteOutlets';
import { reportIncompatibleRemote } from './reportIncompatibleRemote';

async function loadRemoteApp(remote: RemoteName, releases: ReleaseFollower): Promise<LifeCycles> {
  noteRemoteLoading(remote);
  await releases.beforeLoad(remote);
  try {
    const lifecycles = await withinLoadTimeLimit(loadRemote<LifeCycles>(`${remote}/app`), remote);
    if (!lifecycles) throw new Error(`${remote} did not expose ./app`);
    return lifecycles;
  } catch (error) {
    // Module Federation keeps a refused manifest's failure, so every later attempt meets the same build.
    if (isRemoteIncompatible(error)) noteRemoteBeingUpdated(remote);
    throw error;
  }
}

/**
 * Tells Module Federation where each remote's manifest is (from /config.json, so a remote can move without
 * rebuilding the shell) and registers one single-spa application per remote, active on the routes it owns.
 * A remote that fails to load, is still loading after REMOTE_LOAD_TIME_LIMIT_MS, or was built against shared
 * modules this shell does not provide, is marked LOAD_ERROR by single-spa (its card offers Retry) and tried
 * again on a later route change. The server may switch a remote's build at any time; ReleaseFollower picks
 * the switch up without a reload (see there).
 */
export function registerRemoteApps(config: AppConfig): void {
  registerPlugins([compatibilityCheck(reportIncompatibleRemote)]);
  const releases = new ReleaseFollower(config);
  registerRemotes(REMOTE_NAMES.map((remote) => ({ name: remote, entry: config.remotes[remote] })));
  provideRemoteModuleLoader((id) => withinLoadTimeLimit(loadRemote(id), id));

  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: () => loadRemoteApp(remote, releases),
      activeWhen: (location) => matchRoute(location.pathname)?.route.owner === remote,
      customProps: { domElement: outletFor(remote) },
    });
  }

  releases.listen();
  window.addEventListener('single-spa:routing-event', syncFailedRemotes);
  addErrorHandler((error) => {
    console.error(error);
    noteRemoteFailure();
  });
}
