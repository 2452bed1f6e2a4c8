import {
  RELEASE_TEXTS,
  type RegisterRemoteReleaseRequest,
  type RemoteReleaseChangeResponse,
  type RemoteReleases,
  type RemoteReleasesResponse,
} from '@refnet/contracts/admin';
import { REMOTE_NAMES, type RemoteName } from '@refnet/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { remoteReleases } from '../../db/schema.js';
import { dangerBody, HttpProblem, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import { recordAdminEvent } from '../admin/audit.js';
import { checkManifestLocation, defaultReleaseManifestUrl } from './manifest-location.js';

type ReleasesConfig = Pick<ServerConfig, 'frontendDir' | 'remotes'>;
type ReleaseRow = typeof remoteReleases.$inferSelect;

/** The manifest each remote runs now: its active release's, else the one the server was started with. */
export async function currentRemoteManifests(
  db: Database,
  remotes: ServerConfig['remotes'],
): Promise<Record<RemoteName, string>> {
  const active = await db
    .select({ remote: remoteReleases.remote, manifestUrl: remoteReleases.manifestUrl })
    .from(remoteReleases)
    .where(eq(remoteReleases.active, true));
  const current = { ...remotes };
  for (const row of active) current[row.remote as RemoteName] = row.manifestUrl;
  return current;
}

/** One remote as the registry shows it: `rows` are its releases, newest first. */
function remoteReleasesView(
  remote: RemoteName,
  rows: readonly ReleaseRow[],
  config: ReleasesConfig,
): RemoteReleases {
  const active = rows.find((row) => row.active);
  return {
    remote,
    activeVersion: active?.version ?? null,
    manifestUrl: active?.manifestUrl ?? config.remotes[remote],
    releases: rows.map((row) => ({
      version: row.version,
      manifestUrl: row.manifestUrl,
      registeredAt: row.registeredAt.toISOString(),
    })),
  };
}

/** Registered releases, newest first: of one remote, or of all. */
function readReleases(db: Database, remote?: RemoteName) {
  return db
    .select()
    .from(remoteReleases)
    .where(remote ? eq(remoteReleases.remote, remote) : undefined)
    .orderBy(desc(remoteReleases.registeredAt), desc(remoteReleases.id));
}

/** GET /remote-releases/: every remote, the build it runs and its registered releases, newest first. */
export async function listRemoteReleases(
  db: Database,
  config: ReleasesConfig,
): Promise<RemoteReleasesResponse> {
  const rows = await readReleases(db);
  return {
    remotes: REMOTE_NAMES.map((remote) =>
      remoteReleasesView(
        remote,
        rows.filter((row) => row.remote === remote),
        config,
      ),
    ),
  };
}

/** POST /remote-releases/{remote}/: a build the remote may be switched to; switching is separate. */
export async function registerRemoteRelease(
  db: Database,
  session: Session,
  remote: RemoteName,
  body: RegisterRemoteReleaseRequest,
  config: ReleasesConfig,
): Promise<RemoteReleaseChangeResponse> {
  const manifestUrl = body.manifestUrl ?? defaultReleaseManifestUrl(remote, body.version);
  checkManifestLocation(remote, manifestUrl, config);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(remoteReleases)
      .values({ remote, version: body.version, manifestUrl })
      .onConflictDoNothing()
      .returning({ id: remoteReleases.id });
    if (!row) throw new HttpProblem(409, dangerBody(RELEASE_TEXTS.alreadyRegistered(remote, body.version)));
    await recordAdminEvent(tx, {
      actorUserId: session.identity.user.id,
      action: 'register-remote-release',
      targetType: 'remote-release',
      targetId: row.id,
      detail: { remote, version: body.version, manifestUrl },
    });
  });
  return {
    ...successBody(RELEASE_TEXTS.registered(remote, body.version)),
    remote: remoteReleasesView(remote, await readReleases(db, remote), config),
  };
}

/**
 * PUT /remote-releases/{remote}/active/: the remote runs `version` (a registered release) from now on, or
 * the server's own build for null. Rollback is the same call with the previous version. One transaction:
 * the switch and its audit line exist together or not at all.
 */
export async function switchRemoteRelease(
  db: Database,
  session: Session,
  remote: RemoteName,
  version: string | null,
  config: ReleasesConfig,
): Promise<RemoteReleaseChangeResponse> {
  await db.transaction(async (tx) => {
    // Every release of the remote, locked: two switches of one remote run one after the other. In id order:
    // in the order of the table's storage, which each switch's updates change, two switches waiting on each
    // other's rows deadlocked (a 500 under four at once on PostgreSQL).
    const releases = await tx
      .select({ id: remoteReleases.id, version: remoteReleases.version })
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(asc(remoteReleases.id))
      .for('update');
    const target = version ? releases.find((release) => release.version === version) : undefined;
    if (version && !target)
      throw new HttpProblem(404, dangerBody(RELEASE_TEXTS.unknownRelease(remote, version)));
    const [previous] = await tx
      .update(remoteReleases)
      .set({ active: false })
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.active, true)))
      .returning({ version: remoteReleases.version });
    if (target) await tx.update(remoteReleases).set({ active: true }).where(eq(remoteReleases.id, target.id));
    await recordAdminEvent(tx, {
      actorUserId: session.identity.user.id,
      action: 'switch-remote-release',
      targetType: 'remote-release',
      targetId: target?.id,
      detail: { remote, from: previous?.version ?? null, to: version },
    });
  });
  const message = version ? RELEASE_TEXTS.switched(remote, version) : RELEASE_TEXTS.switchedToDefault(remote);
  return {
    ...successBody(message),
    remote: remoteReleasesView(remote, await readReleases(db, remote), config),
  };
}
