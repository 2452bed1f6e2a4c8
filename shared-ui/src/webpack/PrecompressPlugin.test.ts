/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const WEBPACK_DIR = path.resolve(__dirname, '../../webpack');
const PLUGIN = path.join(WEBPACK_DIR, 'PrecompressPlugin.cjs');
const TEXT = 'A referral from one clinician to another, by postcode and job role. ';

let buildDir: string;
const dist = (file: string) => path.join(buildDir, 'dist', file);
const emitted = (file: string) => existsSync(dist(file));

/** webpack runs in a child process, as in a real build (jest's module registry would load it anew). */
function runNode(script: string): string {
  return execFileSync(process.execPath, ['-e', script], { cwd: WEBPACK_DIR, stdio: 'pipe' }).toString();
}

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'refnet-precompress-'));
  writeFileSync(
    path.join(buildDir, 'big.js'),
    `import png from './image.png';\nconsole.log(png, ${JSON.stringify(TEXT.repeat(40))});\n`,
  );
  writeFileSync(path.join(buildDir, 'tiny.js'), 'console.log(1);\n');
  // Compressible, so only its type keeps it plain.
  writeFileSync(path.join(buildDir, 'image.png'), Buffer.alloc(4096));
  runNode(`
    const webpack = require('webpack');
    const { PrecompressPlugin } = require(${JSON.stringify(PLUGIN)});
    // Emits at the stage of the plugin, after it, as the federation manifest may.
    const lateAsset = (compiler) => compiler.hooks.thisCompilation.tap('late', (compilation) =>
      compilation.hooks.processAssets.tap(
        { name: 'late', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => compilation.emitAsset('mf-manifest.json',
          new compiler.webpack.sources.RawSource(JSON.stringify({ text: ${JSON.stringify(TEXT.repeat(20))} }))),
      ));
    webpack({
      mode: 'production',
      devtool: 'source-map',
      optimization: { minimize: false }, // quicker; the plugin sees the same assets
      context: ${JSON.stringify(buildDir)},
      entry: { big: './big.js', tiny: './tiny.js' },
      output: { path: ${JSON.stringify(path.join(buildDir, 'dist'))}, filename: '[name].js', clean: true },
      module: { rules: [{ test: /\\.png$/, type: 'asset/resource', generator: { filename: 'image.png' } }] },
      plugins: [new PrecompressPlugin(), lateAsset],
    }).run((error, stats) => {
      if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
    });`);
});
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe('PrecompressPlugin', () => {
  it('emits a .br and a .gz sibling that decompress to the script', () => {
    const script = readFileSync(dist('big.js'));
    expect(script.toString()).toContain(TEXT);
    const br = readFileSync(dist('big.js.br'));
    const gz = readFileSync(dist('big.js.gz'));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(script.length / 5);
  });

  it('compresses what is emitted later in its stage (the federation manifest)', () => {
    const manifest = readFileSync(dist('mf-manifest.json'));
    expect(brotliDecompressSync(readFileSync(dist('mf-manifest.json.br'))).equals(manifest)).toBe(true);
    expect(gunzipSync(readFileSync(dist('mf-manifest.json.gz'))).equals(manifest)).toBe(true);
  });

  it('leaves source maps, binary files and files under 256 bytes plain', () => {
    for (const file of ['big.js.map', 'image.png', 'tiny.js']) {
      expect(emitted(file)).toBe(true);
      expect([emitted(`${file}.br`), emitted(`${file}.gz`)]).toEqual([false, false]);
    }
    expect(readFileSync(dist('tiny.js')).length).toBeLessThan(256);
  });
});

describe('createConfig', () => {
  it('precompresses in production builds only, keeping the dev server fast', () => {
    const pluginsByMode = JSON.parse(
      runNode(`
        const { createConfig } = require('./createConfig.cjs');
        const config = createConfig({ dir: ${JSON.stringify(path.resolve(WEBPACK_DIR, '../../mf-auth'))}, name: 'mf_auth', port: 3001 });
        const names = (mode) => config(undefined, { mode }).plugins.map((plugin) => plugin.constructor.name);
        console.log(JSON.stringify({ production: names('production'), development: names('development') }));`),
    );
    expect(pluginsByMode.production).toContain('PrecompressPlugin');
    expect(pluginsByMode.development).not.toContain('PrecompressPlugin');
  });
});
