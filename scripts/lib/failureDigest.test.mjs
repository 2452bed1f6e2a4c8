import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { failureDigest } from './failureDigest.mjs';

const tap = `TAP version 13
# Subtest: outer
    # Subtest: passes
    ok 1 - passes
      ---
      duration_ms: 1.07
      ...
    # Subtest: fails here
    not ok 2 - fails here
      ---
      duration_ms: 1.73
      location: '/repo/api/test/a.test.ts:5:3'
      failureType: 'testCodeFailure'
      error: |-
        Expected values to be strictly equal:

        1 !== 2

      code: 'ERR_ASSERTION'
      ...
    1..2
not ok 1 - outer
  ---
  duration_ms: 4.55
  type: 'suite'
  location: '/repo/api/test/a.test.ts:3:1'
  failureType: 'subtestsFailed'
  error: '1 subtest failed'
  ...
# pass 1
# fail 1`;

describe('failureDigest', () => {
  test('names each failing node:test test with its location and error, not the suite around it', () => {
    assert.deepEqual(failureDigest(tap), [
      '✘ fails here',
      "    location: '/repo/api/test/a.test.ts:5:3'",
      '    error: |-',
      '    Expected values to be strictly equal:',
      '    1 !== 2',
    ]);
  });

  test("keeps jest's failure headings with their first lines", () => {
    const jest = `PASS src/a.test.ts\nFAIL src/b.test.tsx\n  ● Screen › shows the total\n\n    expect(received).toBe(expected)\n\n    Expected: 3\n    Received: 2\n`;
    assert.deepEqual(failureDigest(jest), [
      '● Screen › shows the total',
      '    expect(received).toBe(expected)',
      '    Expected: 3',
      '    Received: 2',
    ]);
  });

  test("keeps Playwright's failed journeys", () => {
    const playwright = `  ✓  1 tests/a.spec.ts:3:1 › signs in (2.1s)\n  ✘  2 tests/b.spec.ts:9:1 › refers a patient (9.0s)\n`;
    assert.deepEqual(failureDigest(playwright), ['✘  2 tests/b.spec.ts:9:1 › refers a patient (9.0s)']);
  });

  test('says nothing of a passing run and stops at the line limit', () => {
    assert.deepEqual(failureDigest('ok 1 - fine\n# pass 1\n# fail 0'), []);
    const many = Array.from(
      { length: 50 },
      (_, index) => `  ✘  ${index} tests/x.spec.ts › journey ${index}`,
    ).join('\n');
    assert.equal(failureDigest(many, 10).length, 10);
  });
});
