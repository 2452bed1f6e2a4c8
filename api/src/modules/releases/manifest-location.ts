import { existsSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_TEXTS } from '@refnet/contracts/admin';
import type { RemoteName } from '@refnet/contracts';
import { remoteFolder, type ServerConfig } from '../../config.js';
import { dangerBody, HttpProblem } from '../../http/problem.js';
import { remoteOrigins } from '../../plugins/security-headers.js';

const REMOTES_PREFIX = '/remotes/';

/** Where `npm run release` puts a release, as the API serves it. */
export const defaultReleaseManifestUrl = (remote: RemoteName, version: string) =>
  `${REMOTES_PREFIX}${remoteFolder(remote)}/releases/${version}/mf-manifest.json`;

const refuse = (message: string) => new HttpProblem(400, dangerBody(message));

/**
 * A release's manifest must be one the browser may load and that exists: a path this server serves from a
 * remote's build folder (checked on disk), or an address on an origin the content security policy allows
 * (the remote origins the server was started with).
 */
export function checkManifestLocation(
  remote: RemoteName,
  url: string,
  config: Pick<ServerConfig, 'frontendDir' | 'remotes'>,
) {
  if (url.startsWith('/')) {
    const ownPrefix = `${REMOTES_PREFIX}${remoteFolder(remote)}/`;
    const segments = url.slice(ownPrefix.length).split('/');
    if (!url.startsWith(ownPrefix) || segments.some((segment) => segment === '..' || segment === '.'))
      throw refuse(RELEASE_TEXTS.manifestUrlInvalid);
    const file = path.join(config.frontendDir, remoteFolder(remote), 'dist', ...segments);
    if (!existsSync(file)) throw refuse(RELEASE_TEXTS.manifestMissing(url));
    return;
  }
  const origin = new URL(url).origin;
  if (!remoteOrigins(config.remotes).includes(origin))
    throw refuse(RELEASE_TEXTS.manifestOriginNotAllowed(origin));
}
