// @ts-check
// The one webpack config factory for the shell and every remote: each app's webpack.config.js is a
// single call naming the app, its dev port and what it exposes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');
const { sharedSingletons } = require('./sharedSingletons.cjs');

// The ES module build beside the CommonJS one that require.resolve finds (the package exports no other path).
const INJECT_RUNTIME_PLUGIN_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** @param {{ stats: { metaData: { buildInfo: Record<string, unknown> } } }} data */
function withBuildTime({ stats }) {
  stats.metaData.buildInfo.buildTime = new Date().toISOString();
  return stats;
}

const API_ORIGIN = process.env.REFNET_API_ORIGIN ?? 'http://localhost:8000';

/**
 * @param {object} options
 * @param {string} options.dir        the app folder (pass __dirname)
 * @param {string} options.name       federation name, e.g. 'mf_auth' (the shell is 'refnet_shell')
 * @param {number} options.port       dev-server port (ARCHITECTURE.md "Ports and modes")
 * @param {Record<string, string>} [options.exposes]  remotes: { './app': './src/app.tsx' }
 * @param {boolean} [options.isHost]  the shell: emits index.html, serves client routes, publicPath '/'
 */
function createConfig({ dir, name, port, exposes, isHost = false }) {
  /** @param {unknown} _env @param {{ mode?: string }} argv */
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const appPackage = require(path.join(dir, 'package.json'));
    return {
      context: dir,
      // The shell's entry imports ./bootstrap asynchronously so shared modules are negotiated first.
      // Remotes are only ever entered through remoteEntry.js, so they need no entry of their own.
      entry: isHost ? { main: './src/index.ts' } : {},
      mode: isProduction ? 'production' : 'development',
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A content hash in the entry name breaks the federation runtime chunk; chunks are hashed instead.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        // Remotes resolve their chunks next to mf-manifest.json wherever they are deployed (another origin too).
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // dist/releases/<version>/ holds a remote's releases (npm run release); a build keeps them.
        clean: { keep: /^releases[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2022',
                },
              },
            },
          },
          // Production: stylesheets of their own, fetched alongside the chunk that imports them, rather than
          // CSS strings and an injector in the JavaScript (3 KiB gzip of the landing page's JS).
          {
            test: /\.css$/,
            use: [isProduction ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|svg|jpe?g|pdf)$/, type: 'asset/resource' },
          // antd's rc-components are plain modules but do not say so in their package.json, so importing one
          // name from @rc-component/form (antd's form context, used by every popup) bundled all of it,
          // async-validator included, into every signed-in page.
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(appPackage, isHost),
          shareStrategy: 'loaded-first',
          // The manifest says which build this is: its package version (buildVersion) and when it was built.
          manifest: { additionalData: withBuildTime },
          dts: false,
          // One federation runtime per page: the shell carries it and hands it to every remote, so a
          // remote's remoteEntry.js is its own code, not a second copy of the runtime (about 15 KiB gzip).
          // The plugin is named, not left to `provideExternalRuntime`, which takes its CommonJS build and so
          // bundled the runtime twice (ES modules for the shell, CommonJS for the remotes).
          ...(isHost
            ? { runtimePlugins: [INJECT_RUNTIME_PLUGIN_ESM] }
            : { experiments: { externalRuntime: true } }),
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                favicon: './src/favicon.svg',
                scriptLoading: 'defer',
              }),
            ]
          : []),
        ...(isProduction
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              // .br and .gz siblings for the server to send as they are; the dev server compresses nothing.
              new PrecompressPlugin(),
            ]
          : []),
      ],
      optimization: {
        // Named chunks (still content-hashed) make the size report and the network tab readable.
        moduleIds: 'deterministic',
        chunkIds: 'named',
        // swc's minifier instead of terser (webpack's default), measured on 2 cores for all six apps:
        // 90 s wall / 174 s CPU → 48 s / 90 s, and the landing page 1.8 KiB smaller (gzip).
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost ? [{ context: ['/api', '/config.json'], target: API_ORIGIN }] : undefined,
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}

module.exports = { createConfig };
