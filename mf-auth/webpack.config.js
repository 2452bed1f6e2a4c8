// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 3001,
  exposes: { './app': './src/app.tsx' },
});
