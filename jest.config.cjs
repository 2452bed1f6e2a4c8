// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    'contracts',
    'shared-ui',
    'shell',
    'mf-auth',
    'mf-referrals',
    'mf-patients',
    'mf-clinicians',
    'mf-admin',
  ].map((dir) => `<rootDir>/${dir}`),
};
