// @ts-check
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the browser fetches as text. Source maps are only opened by devtools, so they stay plain. */
const TEXT_ASSET = /\.(?:js|css|html|json|svg)$/;

/** Below this a sibling saves a few dozen bytes at most; the shell's index.html (404 bytes) is above it. */
const MIN_BYTES = 256;

/** @type {{ extension: string, related: string, compress: (input: Buffer) => Promise<Buffer> }[]} */
const ENCODINGS = [
  {
    extension: '.br',
    related: 'brotli',
    compress: (input) =>
      brotli(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }),
  },
  {
    extension: '.gz',
    related: 'gzip',
    compress: (input) => gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * Emits `<asset>.br` and `<asset>.gz` next to every text asset, so the server (or a CDN) sends them as
 * they are instead of compressing on each request. A sibling that would not be smaller is left out; the
 * server then sends the file itself.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          // Minifying, hashing and inlining are done by now. The federation manifest is emitted at this
          // same stage, perhaps after this tap: additionalAssets brings such late assets here too.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => TEXT_ASSET.test(name));
          await Promise.all(
            names.map(async (name) => {
              const input = assets[name].buffer();
              if (input.length < MIN_BYTES) return;
              const outputs = await Promise.all(ENCODINGS.map(({ compress }) => compress(input)));
              ENCODINGS.forEach(({ extension, related }, index) => {
                const output = /** @type {Buffer} */ (outputs[index]);
                if (output.length >= input.length) return;
                compilation.emitAsset(name + extension, new sources.RawSource(output), { compressed: true });
                // Recorded as related, webpack's summary lists the sibling under its file.
                compilation.updateAsset(
                  name,
                  (source) => source,
                  (info) => ({
                    ...info,
                    related: { ...info?.related, [related]: name + extension },
                  }),
                );
              });
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
