// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');
const { PolicyPdfsPlugin } = require('./scripts/PolicyPdfsPlugin.cjs');

const shellConfig = createConfig({ dir: __dirname, name: 'refnet_shell', port: 3000, isHost: true });

/** @param {unknown} env @param {{ mode?: string }} argv */
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // The policy PDFs of /policy (SPEC §2.4) are built with the shell: dist/policies/*.pdf.
  return { ...config, plugins: [...config.plugins, new PolicyPdfsPlugin()] };
};
