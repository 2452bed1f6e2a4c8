// @ts-check
const fs = require('node:fs');
const path = require('node:path');
// The boundaries between RefNet's packages and between feature folders, checked by
// `npm run check:boundaries` (scripts/boundaries.mjs). Each rule's comment is what a person sees when
// it fails; scripts/boundaries.test.mjs breaks each rule once on purpose.

const FRONT_ENDS = '(shell|shared-ui|mf-[^/]+)/';
/** Test files, and the folders that hold what only tests use (fixtures, fakes, helpers). */
const TEST_CODE = '(\\.test\\.[cm]?[jt]sx?$|/testing/|^api/test/)';
/** Storybook stories are documentation: like tests, they may render with fixtures. */
const TEST_OR_STORY = `(${TEST_CODE}|\\.stories\\.tsx?$|/\\.storybook/)`;
/** The modules each remote exposes through Module Federation, read from its webpack config. */
function federationExposes() {
  const remotes = fs.readdirSync(__dirname).filter((name) => /^mf-/.test(name));
  return remotes.flatMap((remote) => {
    const config = fs.readFileSync(path.join(__dirname, remote, 'webpack.config.js'), 'utf8');
    return [...config.matchAll(/'\.\/(src\/[^']+)'/g)].map(
      ([, file]) => `^${remote}/${file.replace(/\./g, '\\.')}$`,
    );
  });
}
/** What product code is entered by: webpack entries, Module Federation exposes, package entries, servers. */
const ENTRY_POINTS = [
  '^shell/src/index\\.ts$',
  ...federationExposes(),
  '^shared-ui/src/([^/]+/)?index\\.ts$',
  '^contracts/src/(index|admin-entry)\\.ts$',
  '^api/src/(server|app)\\.ts$',
  '^api/src/cli/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remotes-stay-apart',
      comment:
        'A remote (mf-*) imports neither another remote nor the shell: they meet only through Module ' +
        'Federation at run time. Move what both need to shared-ui or contracts.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^(mf-[^/]+|shell)/', pathNot: '^$1/' },
    },
    {
      name: 'shell-imports-no-remote',
      comment:
        'The shell never imports a remote (mf-*): it loads them through Module Federation at run time ' +
        '(shell/src/remotes). Move what both need to shared-ui or contracts.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mf-[^/]+/' },
    },
    {
      name: 'contracts-stay-plain',
      comment:
        'contracts holds the schemas and the route table both ends share: it imports only itself and ' +
        'zod, never UI code (react, antd, shared-ui, a front end) nor server code (api, fastify, drizzle).',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST_CODE },
      to: { pathNot: '^(contracts/|node_modules/zod/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-imports-no-front-end',
      comment:
        'The API never imports shared-ui, a front end (shell, mf-*) or UI libraries: what both ends ' +
        'need lives in contracts.',
      severity: 'error',
      from: { path: '^api/' },
      to: {
        path: [`^${FRONT_ENDS}`, '^@refnet/shared-ui', 'node_modules/(react|react-dom|antd|@ant-design)/'],
      },
    },
    {
      name: 'front-ends-import-no-api',
      comment:
        'No front end (shell, mf-*, shared-ui) imports api/ or server libraries: they talk to the API ' +
        'over HTTP, through the route table and schemas in contracts.',
      severity: 'error',
      from: { path: `^${FRONT_ENDS}` },
      to: {
        path: [
          '^api/',
          '^@refnet/api',
          'node_modules/(fastify|@fastify|drizzle-orm|pg|@electric-sql|nodemailer)/',
        ],
      },
    },
    {
      name: 'features-keep-their-internals',
      comment:
        'A feature folder (src/features/<a>) does not import another feature (src/features/<b>): move ' +
        "the shared piece to the package's src/components/, or to shared-ui when several packages need it.",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/.]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'product-imports-no-test-code',
      comment:
        'Product code never imports test code: fixtures, fakes and test helpers live in testing/ folders ' +
        '(api/test/ for the API) and only tests and stories import them.',
      severity: 'error',
      from: { pathNot: TEST_OR_STORY },
      to: { path: TEST_CODE },
    },
    {
      name: 'test-fixtures-live-in-testing',
      comment:
        'Code that only tests use (a fixture, a fake, a test helper) lives in a testing/ folder ' +
        '(api/test/ for the API): this module is imported by tests but by no product code. Move it to ' +
        "the package's testing/ folder (or delete it if nothing uses it).",
      severity: 'error',
      module: {
        path: '^(contracts|shared-ui|shell|mf-[^/]+|api)/src/',
        pathNot: [TEST_OR_STORY, ...ENTRY_POINTS],
        numberOfDependentsLessThan: 1,
      },
      from: { pathNot: TEST_OR_STORY },
    },
    {
      name: 'api-modules-form-no-file-cycle',
      comment:
        'No file of api/src/modules imports itself through others: a cycle makes the import order (and ' +
        'so what is defined when) fragile. Move the shared piece to a file both import. Cycles between ' +
        'whole areas are checked by scripts/boundaries-api-areas.cjs.',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/modules/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    // Workspace packages resolve to their sources (as jest does), not to a built dist/.
    // An absolute path: dependency-cruiser resolves a relative one's `extends` from the wrong folder.
    tsConfig: { fileName: path.join(__dirname, 'scripts/boundaries.tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
