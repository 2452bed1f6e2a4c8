// The jest transform that defers the requires of antd's and the icons' index files (lazy-barrel.cjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { process: transform } = require('./lazy-barrel.cjs');

/** Runs a CommonJS module's code with a require that records what it loads. */
function load(code, modules) {
  const required = [];
  const exports = {};
  const fakeRequire = (name) => {
    required.push(name);
    return modules[name];
  };
  new Function('exports', 'require', code)(exports, fakeRequire);
  return { exports, required };
}

const BARREL = `"use strict";
var _interopRequireDefault = require("helpers/interop").default;
Object.defineProperty(exports, "Button", { enumerable: true, get: function () { return _button.default; } });
Object.defineProperty(exports, "Table", { enumerable: true, get: function () { return _table.default; } });
var _button = _interopRequireDefault(require("./button"));
var _table = _interopRequireDefault(require("./table"));
var _all = require("./all");
Object.keys(_all).forEach(function (key) { exports[key] = _all[key]; });
`;
const MODULES = {
  'helpers/interop': { default: (module) => module },
  './button': { default: 'Button component' },
  './table': { default: 'Table component' },
  './all': { Icon: 'an icon' },
};

test('a component is required when first used, not when the index loads', () => {
  const { exports, required } = load(transform(BARREL).code, MODULES);
  assert.deepEqual(required, ['helpers/interop', './all']);
  assert.equal(exports.Button, 'Button component');
  assert.deepEqual(required, ['helpers/interop', './all', './button']);
  assert.equal(exports.Button, 'Button component');
  assert.equal(required.filter((name) => name === './button').length, 1, 'required once');
});

test('the exports stay those of the original index', () => {
  const lazy = load(transform(BARREL).code, MODULES).exports;
  const eager = load(BARREL, MODULES).exports;
  assert.deepEqual(Object.keys(lazy), Object.keys(eager));
  for (const name of Object.keys(eager)) assert.equal(lazy[name], eager[name]);
});

test('a binding used other than as `_x.` stays eager', () => {
  const code = transform(BARREL).code;
  assert.match(code, /^var _all = require\("\.\/all"\);$/m);
  assert.match(code, /Object\.keys\(_all\)/);
});

test("antd's and the icons' real index files: every component required on first use, every export kept", () => {
  const exported = (code) => [...code.matchAll(/Object\.defineProperty\(exports, "(\w+)"/g)].map((m) => m[1]);
  for (const file of ['antd/lib/index.js', '@ant-design/icons/lib/icons/index.js']) {
    const source = readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), 'utf8');
    const code = transform(source).code;
    const components = source.match(/^var _\w+ = _interopRequireDefault\(require\(/gm).length;
    assert.equal(code.match(/\$get\(\) \{/g).length, components, file);
    assert.deepEqual(exported(code), exported(source), file);
  }
});
