// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  // A global option (ignored in a project's config). Screen tests type into antd forms; on a busy 2-core CI
  // machine one can take tens of seconds.
  testTimeout: 60_000,
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
