import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@refnet/contracts';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { remoteFolder, type ServerConfig } from '../config.js';
import { cacheControlFor } from '../http/cache-control.js';
import { MESSAGES } from '../http/messages.js';
import { dangerBody } from '../http/problem.js';

export const remoteFolders = REMOTE_NAMES.map(remoteFolder);

/** With preCompressed, @fastify/static hands setHeaders the sibling it sends (main.1a2b3c4d.js.br). */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

const setCacheControl = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath.replace(PRECOMPRESSED_SUFFIX, '')));
};

/** Remotes may be loaded by a shell on another origin (a CDN, a second instance). */
const setRemoteHeaders = (reply: FastifyReply, filePath: string) => {
  setCacheControl(reply, filePath);
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
};

/** Client routes (/dashboard, /patients/12/edit) have no file extension in their last segment. */
const isClientRoute = (pathname: string) =>
  !pathname.startsWith('/api/') &&
  pathname !== '/api' &&
  !pathname.startsWith('/remotes/') &&
  !path.posix.basename(pathname).includes('.');

/** Where a page address whose path does not decode is routed: the shell shows its 404 screen there. */
export const UNDECODABLE_PAGE_PATH = '/_refnet/undecodable-page';

const decodes = (pathname: string) => {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
};

/**
 * Fastify's `rewriteUrl`: a page link with a malformed percent-escape (`/register/verify-email/%E0/a/b`)
 * would be refused by the router with a JSON 400 before any handler runs; it goes to the shell's 404 page
 * instead. API and file addresses keep the router's 400.
 */
export function rewriteUndecodablePageUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return url;
  const pathname = url.split('?', 1)[0] ?? '/';
  return !decodes(pathname) && isClientRoute(pathname) ? UNDECODABLE_PAGE_PATH : url;
}

/**
 * Production hosting: the shell at /, each remote at /remotes/<mf-name>/, index.html for client
 * routes, and JSON 404s for everything else. A missing build only costs a warning.
 * Files go out as the build's .br or .gz sibling when the browser accepts it (preCompressed: with
 * Content-Encoding and `Vary: accept-encoding`), and as they are otherwise.
 */
export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const shellDir = path.join(config.frontendDir, 'shell', 'dist');
    const hasShell = existsSync(path.join(shellDir, 'index.html'));

    if (hasShell) {
      await app.register(fastifyStatic, {
        root: shellDir,
        prefix: '/',
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheControl,
      });
      app.get(UNDECODABLE_PAGE_PATH, (_request, reply) => reply.code(404).sendFile('index.html', shellDir));
    } else {
      app.log.warn({ dir: shellDir }, 'shell build not found; serving the API only');
    }

    for (const folder of remoteFolders) {
      const root = path.join(config.frontendDir, folder, 'dist');
      if (!existsSync(root)) {
        app.log.warn({ dir: root }, `${folder} build not found; /remotes/${folder}/ will answer 404`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: setRemoteHeaders,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (hasShell && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(pathname)) {
        return reply.sendFile('index.html', shellDir);
      }
      return reply.code(404).send(dangerBody(MESSAGES.notFound));
    });
  },
  { name: 'refnet-frontends' },
);
