// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
// Not in SPEC (issue 18): the registry of remote releases a Full Admin switches between (docs/releases.md).
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { remoteNameSchema } from './config.js';

export const RELEASE_TEXTS = {
  versionInvalid: 'Give the release version as major.minor.patch, for example 1.4.0 or 1.4.0-rc.1.',
  manifestUrlInvalid:
    "Give the address of the release's mf-manifest.json: a path on this server (/remotes/…) or an https address.",
  manifestOriginNotAllowed: (origin: string) =>
    `Remotes may not be loaded from ${origin}: RefNet's content security policy allows this server and the remote origins it was started with.`,
  manifestMissing: (url: string) => `There is no release at ${url}. Build it first (npm run release).`,
  alreadyRegistered: (remote: string, version: string) => `${remote} ${version} is already registered.`,
  unknownRelease: (remote: string, version: string) =>
    `${remote} ${version} is not registered. Register it before switching to it.`,
  fullAdminOnly: 'Only a full admin can register or switch releases.',
  registered: (remote: string, version: string) => `${remote} ${version} registered.`,
  switched: (remote: string, version: string) =>
    `${remote} now runs ${version}. Open pages pick it up the next time they open it.`,
  switchedToDefault: (remote: string) =>
    `${remote} now runs the build the server was started with. Open pages pick it up the next time they open it.`,
} as const;

const RELEASE_VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z.-]{1,40})?$/;
export const releaseVersionSchema = z.string().check(z.regex(RELEASE_VERSION, RELEASE_TEXTS.versionInvalid));

/** A path on RefNet's server or an http(s) address, ending in the release's mf-manifest.json. */
export const manifestUrlSchema = z
  .string()
  .check(
    z.maxLength(2000, RELEASE_TEXTS.manifestUrlInvalid),
    z.regex(/^(?:\/|https?:\/\/)[^\s?#]*\/mf-manifest\.json$/, RELEASE_TEXTS.manifestUrlInvalid),
  );

export const remoteReleaseSchema = z.object({
  version: z.string(),
  manifestUrl: z.string(),
  registeredAt: z.string(),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/** One remote: its releases (newest first), the one it runs (null: the build the server was started with). */
export const remoteReleasesSchema = z.object({
  remote: remoteNameSchema,
  activeVersion: z.nullable(z.string()),
  /** The manifest /config.json names for it now. */
  manifestUrl: z.string(),
  releases: z.array(remoteReleaseSchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

/** The {remote} of /remote-releases/{remote}/… */
export const remoteReleaseParamSchema = z.object({ remote: remoteNameSchema });

/** GET /remote-releases/ (staff). */
export const remoteReleasesResponseSchema = z.object({ remotes: z.array(remoteReleasesSchema) });
export type RemoteReleasesResponse = z.infer<typeof remoteReleasesResponseSchema>;

/** POST /remote-releases/{remote}/ (Full Admin): manifestUrl defaults to /remotes/<remote>/releases/<version>/. */
export const registerRemoteReleaseRequestSchema = z.object({
  version: releaseVersionSchema,
  manifestUrl: z.optional(manifestUrlSchema),
});
export type RegisterRemoteReleaseRequest = z.infer<typeof registerRemoteReleaseRequestSchema>;

/** PUT /remote-releases/{remote}/active/ (Full Admin): a registered version, or null for the server's build. */
export const switchRemoteReleaseRequestSchema = z.object({ version: z.nullable(releaseVersionSchema) });
export type SwitchRemoteReleaseRequest = z.infer<typeof switchRemoteReleaseRequestSchema>;

export const remoteReleaseChangeResponseSchema = z.object({
  message: messageSchema,
  remote: remoteReleasesSchema,
});
export type RemoteReleaseChangeResponse = z.infer<typeof remoteReleaseChangeResponseSchema>;
