// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_admin',
  port: 3005,
  exposes: {
    './app': './src/app.tsx',
    // single-spa parcel: the platform statistics cards for the staff dashboard (shell).
    './statistics': './src/features/statistics/statisticsParcel.tsx',
  },
});
