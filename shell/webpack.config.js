// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');

module.exports = createConfig({ dir: __dirname, name: 'refnet_shell', port: 3000, isHost: true });
