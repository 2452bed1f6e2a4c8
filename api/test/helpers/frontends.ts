import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const SHELL_INDEX = '<!doctype html><title>RefNet shell</title>';

/** Contents of the files below, to compare with what the server sends. */
export const FRONTEND_FILES = {
  'shell/dist/index.html': SHELL_INDEX,
  'shell/dist/main.js': 'console.log("shell entry")',
  'shell/dist/vendors-react.3fa2b1c4.js': 'console.log("react");\n'.repeat(200),
  'shell/dist/styles.0badc0de.css': 'body{}',
  'shell/dist/favicon.ico': 'icon',
  'shell/dist/policies/refnet-terms-v1.1.pdf': '%PDF-1.7 terms',
  'mf-auth/dist/mf-manifest.json': '{"name":"mf_auth"}',
  'mf-auth/dist/remoteEntry.js': 'var mf_auth;',
  'mf-auth/dist/src_app.1a2b3c4d.js': 'console.log("app chunk");\n'.repeat(200),
  'mf-auth/dist/index.html': '<!doctype html><title>mf-auth standalone</title>',
};

/**
 * The .br and .gz siblings a production build writes (shared-ui/webpack/PrecompressPlugin.cjs). main.js
 * has only a .gz and the stylesheet none, as when a sibling would not have been smaller.
 */
const PRECOMPRESSED: Record<string, ('.br' | '.gz')[]> = {
  'shell/dist/index.html': ['.br', '.gz'],
  'shell/dist/main.js': ['.gz'],
  'shell/dist/vendors-react.3fa2b1c4.js': ['.br', '.gz'],
  'mf-auth/dist/mf-manifest.json': ['.br', '.gz'],
  'mf-auth/dist/remoteEntry.js': ['.br', '.gz'],
  'mf-auth/dist/src_app.1a2b3c4d.js': ['.br', '.gz'],
};

const COMPRESS = { '.br': brotliCompressSync, '.gz': gzipSync };

/**
 * A FRONTEND_DIR with a built shell and one built remote (mf-auth); the other remotes are
 * deliberately missing.
 */
export function fakeFrontendDir(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'refnet-frontends-'));
  const write = (file: string, content: string | Buffer) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  for (const [file, content] of Object.entries(FRONTEND_FILES)) {
    write(file, content);
    for (const extension of PRECOMPRESSED[file] ?? []) write(file + extension, COMPRESS[extension](content));
  }
  return root;
}
