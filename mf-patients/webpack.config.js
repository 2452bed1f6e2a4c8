// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_patients',
  port: 3003,
  exposes: {
    './app': './src/app.tsx',
    // single-spa parcel: the add-patient form, for step 0 of the referral wizard (mf-referrals).
    './patientForm': './src/features/form/patientFormParcel.tsx',
  },
});
