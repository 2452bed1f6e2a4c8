// @ts-check
// One jest setup for every front-end package and contracts: swc transform, jsdom, workspace sources.
const path = require('node:path');

/** The index files of antd and its icons, which load every component (see scripts/jest/lazy-barrel.cjs). */
const LAZY_BARREL_FILES =
  '(antd/lib/index|@ant-design/icons/lib/index|@ant-design/icons/lib/icons/index)\\.js$';
const LAZY_BARRELS = `/node_modules/${LAZY_BARREL_FILES}`;

/** @param {string} dir  the package folder (pass __dirname) */
module.exports = function jestPreset(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      [LAZY_BARRELS]: path.join(__dirname, 'scripts/jest/lazy-barrel.cjs'),
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
    // Packages are used as published, except the index files that lazy-barrel.cjs rewrites.
    transformIgnorePatterns: [`/node_modules/(?!${LAZY_BARREL_FILES})`],
    // Workspace packages are tested from source; `.js` suffixes in ESM sources map back to `.ts`.
    moduleNameMapper: {
      '^@refnet/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
      '^@refnet/contracts/(accounts|patients|clinicians|referrals|api-tokens|conversation|second-factor)$':
        path.join(__dirname, 'contracts/src/$1.ts'),
      // contracts/src/admin.ts is one schema file; the package's ./admin entry is admin-entry.ts.
      '^@refnet/contracts/admin$': path.join(__dirname, 'contracts/src/admin-entry.ts'),
      '^@refnet/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
      '^@refnet/shared-ui/(core|display|forms|tables|data|accounts|patients|clinicians|referrals|conversation|admin|api-tokens|second-factor|remote|testing)$':
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
