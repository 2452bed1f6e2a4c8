// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  // A global option (ignored in a project's config). Screen tests type into antd forms; on a busy 2-core CI
  // machine a whole-wizard walk takes about a minute.
  testTimeout: 120_000,
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
