// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_referrals',
  port: 3002,
  exposes: {
    './app': './src/app.tsx',
    // single-spa parcel: the analytics summary, top cards and "See all clinicians" for the dashboard (shell).
    './analytics': './src/features/analytics/analyticsParcel.tsx',
  },
});
