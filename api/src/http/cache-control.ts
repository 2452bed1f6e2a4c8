import path from 'node:path';

/** Files the browser must re-check every time: they name the current build. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'config.json']);

/** webpack's `[name].[contenthash:8].js|css`: the name changes whenever the content does. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|css)$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Personal data (every API answer unless its route says otherwise): kept by no cache, the browser's included. */
export const NO_STORE = 'no-store';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  return NO_CACHE; // unhashed assets (favicon, images, main.js): revalidate rather than go stale
}
