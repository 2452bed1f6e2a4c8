// @ts-check
const { createConfig } = require('@refnet/shared-ui/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_clinicians',
  port: 3004,
  exposes: {
    './app': './src/app.tsx',
    // single-spa parcel: the search list + map, for step 2 of the referral wizard (mf-referrals).
    './clinicianPicker': './src/features/picker/clinicianPickerParcel.tsx',
  },
});
