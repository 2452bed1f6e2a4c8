// Each boundary rule of .dependency-cruiser.cjs (and scripts/boundaries-api-areas.cjs) fails on a
// deliberate violation: scratch files written into the packages, cruised by the real depcruise CLI,
// and removed afterwards. Two cruises in all (one per config), over the scratch files alone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const scratch = `zz-boundaries-scratch-${process.pid}`;

/** One deliberate violation per rule: the files to write (path from the repo root → content). */
const violations = {
  'remotes-stay-apart': {
    [`mf-referrals/src/${scratch}/remote.ts`]: "import '../../../mf-patients/src/app';\n",
  },
  'shell-imports-no-remote': { [`shell/src/${scratch}/shell.ts`]: "import '../../../mf-auth/src/app';\n" },
  'contracts-stay-plain': { [`contracts/src/${scratch}/contracts.ts`]: "import 'react';\n" },
  'api-imports-no-front-end': { [`api/src/${scratch}/api.ts`]: "import '@refnet/shared-ui';\n" },
  'front-ends-import-no-api': {
    [`shared-ui/src/${scratch}/front-end.ts`]: "import '../../../api/src/config.js';\n",
  },
  'features-keep-their-internals': {
    [`mf-referrals/src/features/${scratch}/feature.ts`]: "import '../lists/InboundReferralsScreen';\n",
  },
  'product-imports-no-test-code': {
    [`mf-referrals/src/${scratch}/product.ts`]: "import '../testing/referralFixtures';\n",
  },
  'test-fixtures-live-in-testing': {
    [`api/src/${scratch}/fixture.ts`]: 'export const fixture = 1;\n',
    [`api/src/${scratch}/fixture.test.ts`]: "import './fixture.js';\n",
  },
  'api-modules-form-no-file-cycle': {
    [`api/src/modules/${scratch}/a.ts`]: "import './b.js';\n",
    [`api/src/modules/${scratch}/b.ts`]: "import './a.js';\n",
  },
};
/** Checked by the second cruise: area a needs area b and b needs a, with no file cycle. */
const areaCycle = {
  [`api/src/modules/${scratch}-a/uses-b.ts`]: `import '../${scratch}-b/b.js';\n`,
  [`api/src/modules/${scratch}-a/a.ts`]: 'export const a = 1;\n',
  [`api/src/modules/${scratch}-b/uses-a.ts`]: `import '../${scratch}-a/a.js';\n`,
  [`api/src/modules/${scratch}-b/b.ts`]: 'export const b = 1;\n',
};
const folders = [...Object.values(violations).flatMap(Object.keys), ...Object.keys(areaCycle)].map((file) =>
  path.dirname(path.join(root, file)),
);

function cruise(config, files) {
  const result = spawnSync(process.execPath, [depcruise, '--config', config, ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const writeAll = (files) => {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
};

describe('boundary rules', () => {
  let main;
  let areas;
  before(() => {
    const files = Object.assign({}, ...Object.values(violations));
    writeAll(files);
    writeAll(areaCycle);
    main = cruise('.dependency-cruiser.cjs', Object.keys(files));
    areas = cruise('scripts/boundaries-api-areas.cjs', Object.keys(areaCycle));
  });
  after(() => {
    for (const folder of new Set(folders)) rmSync(folder, { recursive: true, force: true });
  });

  test('the check exits non-zero on a violation', () => {
    assert.notEqual(main.status, 0, main.output);
    assert.notEqual(areas.status, 0, areas.output);
  });

  for (const [rule, files] of Object.entries(violations)) {
    test(`${rule} fails, naming the rule and the file`, () => {
      const first = Object.keys(files)[0];
      const named = main.output
        .split('\n')
        .some((line) => line.includes(`error ${rule}:`) && line.includes(first));
      assert.ok(named, `expected "error ${rule}: ${first} ..." in:\n${main.output}`);
    });
  }

  test('api-areas-form-no-cycle fails, naming the rule and the areas', () => {
    assert.match(areas.output, new RegExp(`error api-areas-form-no-cycle: api/src/modules/${scratch}-[ab]`));
  });
});
