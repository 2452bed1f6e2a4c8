// @ts-check
// One jest setup for every front-end package and contracts: swc transform, jsdom, workspace sources.
const path = require('node:path');

/** @param {string} dir  the package folder (pass __dirname) */
module.exports = function jestPreset(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // Workspace packages are tested from source; `.js` suffixes in ESM sources map back to `.ts`.
    moduleNameMapper: {
      '^@refnet/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
      '^@refnet/contracts/(accounts|patients|clinicians|referrals)$': path.join(
        __dirname,
        'contracts/src/$1.ts',
      ),
      // contracts/src/admin.ts is one schema file; the package's ./admin entry is admin-entry.ts.
      '^@refnet/contracts/admin$': path.join(__dirname, 'contracts/src/admin-entry.ts'),
      '^@refnet/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
      '^@refnet/shared-ui/(display|forms|accounts|patients|clinicians|referrals|admin|remote|testing)$':
        path.join(__dirname, 'shared-ui/src/$1/index.ts'),
      // @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; use its CommonJS twin.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      '\\.(css|less|pdf|png|svg)$': path.join(__dirname, 'scripts/jest/file-stub.cjs'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup.ts')],
    clearMocks: true,
  };
};
