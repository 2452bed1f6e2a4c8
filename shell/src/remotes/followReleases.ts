import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getAppStatus, NOT_MOUNTED, unloadApplication } from 'single-spa';
import { REMOTE_NAMES, type AppConfig, type RemoteName } from '@refnet/contracts';
import { fetchAppConfig } from '@refnet/shared-ui/core';
import { withinLoadTimeLimit } from './loadTimeLimit';

/** How long the shell waits for /config.json before a remote opens on the build it already knows. */
export const RELEASE_CHECK_TIME_LIMIT_MS = 3_000;
/** A configuration read this recently (the one the shell started with) is not read again to open a remote. */
export const FRESH_CONFIG_MS = 2_000;

type ReadConfig = () => Promise<AppConfig>;

interface RoutingDetail {
  appsByNewStatus?: Partial<Record<string, readonly string[]>>;
}

/**
 * Which build each remote runs is the server's to say (/config.json; a Full Admin switches it without a
 * restart). The shell follows it without a reload and never under a person's hands: a remote being opened
 * for the first time is pointed at the current build before it loads, and a remote that has just been left
 * is checked then, and unloaded if its build changed, so the next visit loads the new one. A remote on
 * screen keeps its build until it is left, so no form is swapped out mid-way.
 */
export class ReleaseFollower {
  private readonly registered = new Map<RemoteName, string>();
  private readAt: number;

  constructor(
    config: AppConfig,
    private readonly readConfig: ReadConfig = fetchAppConfig,
    private readonly now: () => number = Date.now,
  ) {
    for (const remote of REMOTE_NAMES) this.registered.set(remote, config.remotes[remote]);
    this.readAt = now();
  }

  /** Before `remote` loads: its current build, unless the configuration was read a moment ago. */
  async beforeLoad(remote: RemoteName): Promise<void> {
    if (this.now() - this.readAt < FRESH_CONFIG_MS) return;
    await this.follow([remote]);
  }

  /** After a route change: the remotes it closed, checked now, and unloaded if their build changed. */
  async afterLeaving(left: readonly RemoteName[]): Promise<void> {
    const switched = await this.follow(left);
    await Promise.all(
      switched
        .filter((remote) => getAppStatus(remote) === NOT_MOUNTED)
        .map((remote) => unloadApplication(remote)),
    );
  }

  /** Listens to single-spa's route changes for remotes being closed. */
  listen(): void {
    window.addEventListener('single-spa:routing-event', (event) => {
      const closed = (event as CustomEvent<RoutingDetail>).detail?.appsByNewStatus?.[NOT_MOUNTED] ?? [];
      const left = REMOTE_NAMES.filter((remote) => closed.includes(remote));
      if (left.length > 0) void this.afterLeaving(left);
    });
  }

  /** Points `remotes` at the builds /config.json names now; returns those that changed. */
  private async follow(remotes: readonly RemoteName[]): Promise<RemoteName[]> {
    let config: AppConfig;
    try {
      config = await withinLoadTimeLimit(this.readConfig(), '/config.json', RELEASE_CHECK_TIME_LIMIT_MS);
    } catch {
      return []; // the server did not answer: the build the shell knows is the best it has
    }
    this.readAt = this.now();
    const switched: RemoteName[] = [];
    for (const remote of remotes) {
      const entry = config.remotes[remote];
      if (!entry || entry === this.registered.get(remote)) continue;
      this.registered.set(remote, entry);
      // Drops the old build's container, manifest and modules, so the next load fetches the new build.
      registerRemotes([{ name: remote, entry }], { force: true });
      switched.push(remote);
    }
    return switched;
  }
}
