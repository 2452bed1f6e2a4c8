import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { POLICY_DOCUMENTS, POLICY_VERSION } from './policyDocuments';

const SHELL_DIR = path.resolve(__dirname, '../../..');
let outDir: string;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'refnet-policies-'));
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('scripts/build-policies.mjs', () => {
  it('writes every PDF the /policy page links to, each a PDF of version V1.1', async () => {
    execFileSync(process.execPath, ['scripts/build-policies.mjs', outDir], { cwd: SHELL_DIR, stdio: 'pipe' });
    const expected = POLICY_DOCUMENTS.map((document) => path.posix.basename(document.href)).sort();
    expect(readdirSync(outDir).sort()).toEqual(expected);

    for (const document of POLICY_DOCUMENTS) {
      const bytes = readFileSync(path.join(outDir, path.posix.basename(document.href)));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Copied into this realm's Uint8Array: jsdom's globals are not node's.
      const pdf = await PDFDocument.load(Uint8Array.from(bytes));
      expect(pdf.getTitle()).toBe(`RefNet ${document.title} ${POLICY_VERSION}`);
      expect(pdf.getSubject()).toContain(`version ${POLICY_VERSION}`);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });

  it('builds the same bytes every time', () => {
    const again = mkdtempSync(path.join(tmpdir(), 'refnet-policies-'));
    try {
      execFileSync(process.execPath, ['scripts/build-policies.mjs', again], {
        cwd: SHELL_DIR,
        stdio: 'pipe',
      });
      for (const name of readdirSync(again)) {
        expect(readFileSync(path.join(again, name)).equals(readFileSync(path.join(outDir, name)))).toBe(true);
      }
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});

describe('PolicyPdfsPlugin', () => {
  it('emits the PDFs under policies/ in a webpack build', () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), 'refnet-policies-webpack-'));
    try {
      writeFileSync(path.join(buildDir, 'entry.js'), 'export {};\n');
      const compile = `
        const webpack = require('webpack');
        const { PolicyPdfsPlugin } = require(${JSON.stringify(path.join(SHELL_DIR, 'scripts/PolicyPdfsPlugin.cjs'))});
        webpack({
          mode: 'development',
          context: ${JSON.stringify(buildDir)},
          entry: './entry.js',
          output: { path: ${JSON.stringify(path.join(buildDir, 'dist'))}, clean: true },
          plugins: [new PolicyPdfsPlugin()],
        }).run((error, stats) => {
          if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
        });`;
      execFileSync(process.execPath, ['-e', compile], { cwd: SHELL_DIR, stdio: 'pipe' });
      const emitted = readdirSync(path.join(buildDir, 'dist', 'policies')).sort();
      expect(emitted).toEqual(POLICY_DOCUMENTS.map((document) => path.posix.basename(document.href)).sort());
    } finally {
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
