// Builds RefNet's policy PDFs (SPEC §2.4/§9: terms and cookies policy, version V1.1) from the texts in
// ./policies. The shell's webpack build and dev server emit them as dist/policies/*.pdf (PolicyPdfsPlugin.cjs);
// `node scripts/build-policies.mjs [folder]` writes them to a folder (default dist/policies).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cookies } from './policies/cookies.mjs';
import { renderPolicyPdf } from './policies/render.mjs';
import { terms } from './policies/terms.mjs';

export const POLICY_EDITION = { version: 'V1.1', effectiveDate: new Date(Date.UTC(2026, 0, 1)) };

/** File names the /policy page links to (shell/src/pages/policy/policyDocuments.ts). */
export const POLICY_FILES = {
  'refnet-terms-v1.1.pdf': terms,
  'refnet-cookies-v1.1.pdf': cookies,
};

/** @returns {Promise<{ fileName: string, bytes: Uint8Array }[]>} */
export async function buildPolicyPdfs() {
  return Promise.all(
    Object.entries(POLICY_FILES).map(async ([fileName, policy]) => ({
      fileName,
      bytes: await renderPolicyPdf(policy, POLICY_EDITION),
    })),
  );
}

async function main() {
  const shellDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const target = path.resolve(process.argv[2] ?? path.join(shellDir, 'dist', 'policies'));
  await mkdir(target, { recursive: true });
  for (const { fileName, bytes } of await buildPolicyPdfs()) {
    await writeFile(path.join(target, fileName), bytes);
    console.log(`policy: ${path.join(target, fileName)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
