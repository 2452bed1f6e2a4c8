import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_INDEX = '<!doctype html><title>RefNet shell</title>';

/**
 * A FRONTEND_DIR with a built shell and one built remote (mf-auth); the other remotes are
 * deliberately missing.
 */
export function fakeFrontendDir(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'refnet-frontends-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': SHELL_INDEX,
    'shell/dist/main.js': 'console.log("shell entry")',
    'shell/dist/vendors-react.3fa2b1c4.js': 'console.log("react")',
    'shell/dist/styles.0badc0de.css': 'body{}',
    'shell/dist/favicon.ico': 'icon',
    'shell/dist/policies/refnet-terms-v1.1.pdf': '%PDF-1.7 terms',
    'mf-auth/dist/mf-manifest.json': '{"name":"mf_auth"}',
    'mf-auth/dist/remoteEntry.js': 'var mf_auth;',
    'mf-auth/dist/src_app.1a2b3c4d.js': 'console.log("app chunk")',
    'mf-auth/dist/index.html': '<!doctype html><title>mf-auth standalone</title>',
  };
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return root;
}
