import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from '../config.js';
import { NO_STORE } from '../http/cache-control.js';

/** What the Maps JavaScript API loads (Google's allow-list CSP guide), without 'unsafe-eval'. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/** Origins of remotes deployed elsewhere (absolute manifest URLs); same-origin paths add nothing. */
export function remoteOrigins(remotes: ServerConfig['remotes']): string[] {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** Exactly what the shell, the remotes, antd and Google Maps need; nothing else may load. */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'remotes'>) {
  const remotes = remoteOrigins(config.remotes);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...GOOGLE_MAPS.script],
    // antd's CSS-in-JS injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS.img],
    connectSrc: ["'self'", ...remotes, ...GOOGLE_MAPS.connect],
    fontSrc: ["'self'", 'data:', ...GOOGLE_MAPS.font],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/** The policy PDFs are shown in a frame of RefNet's own /policy page (SPEC §2.4), and nowhere else. */
export const FRAMEABLE_PREFIX = '/policies/';
const API_PREFIX = '/api/';
const FRAMEABLE_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'self'";

/**
 * The headers helmet sets for `options`, worked out once: with no nonces they do not depend on the request.
 * (@fastify/helmet built helmet again for every request: parsing the policy was a few per cent of a
 * request's CPU.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What every API answer carries: JSON (or a file) that no page may frame or run, and that no cache keeps
 * (personal and patient data) unless its route says otherwise (content-addressed profile pictures). The
 * document headers (the pages' script, style and font allow-lists, COOP, Origin-Agent-Cluster, DNS
 * prefetch) mean nothing to a fetch answer: OWASP's REST Security cheat sheet lists this set for APIs.
 * A third of the bytes of a small API answer were those document headers.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': NO_STORE,
};

/** The headers of one answer, chosen by its path once the request arrives (onRequest: errors get them too). */
function securityHeadersFor(config: Pick<ServerConfig, 'remotes'>) {
  const documentHeaders = helmetHeaders({
    // useDefaults off: the policy above is the whole policy (no upgrade-insecure-requests on http://localhost).
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' }, // as frame-ancestors 'none', for browsers without CSP
    // Remote bundles may be fetched from another origin (see frontends.ts), which sets its own CORP.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const frameableHeaders = {
    ...documentHeaders,
    'content-security-policy': FRAMEABLE_DOCUMENT_POLICY,
    'x-frame-options': 'SAMEORIGIN',
  };
  return (url: string): Readonly<Record<string, string>> => {
    if (url.startsWith(API_PREFIX)) return API_HEADERS;
    return url.startsWith(FRAMEABLE_PREFIX) ? frameableHeaders : documentHeaders;
  };
}

export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const headersFor = securityHeadersFor(config);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      done();
    });
  },
  { name: 'refnet-security-headers' },
);
