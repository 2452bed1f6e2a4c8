import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { neutraliseFormula } from '../src/modules/admin/neutralise-formula.js';

describe('neutraliseFormula (OWASP CSV/formula injection)', () => {
  const FORMULAS = [
    '=HYPERLINK("http://evil.example","x")',
    '+cmd',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '-',
    '+44 20 7946 0000',
  ];
  for (const text of FORMULAS) {
    test(`${JSON.stringify(text)} gets a leading apostrophe`, () =>
      assert.equal(neutraliseFormula(text), `'${text}`));
  }

  const PLAIN = ['', 'Dr Amelia Hart', "O'Brien", 'a=b', 'x-1', ' =1+1', "'=already"];
  for (const text of PLAIN) {
    test(`${JSON.stringify(text)} is left as it is`, () => assert.equal(neutraliseFormula(text), text));
  }
});
