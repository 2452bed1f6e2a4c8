// @ts-check
// A jest transform for the CommonJS index files of antd and @ant-design/icons: each of them requires every
// component (antd's 70, the icons' 800) as soon as it is loaded, although a test file uses a few. Jest loads
// them afresh for every test file: about 1.6 s of CPU each. This rewrites each `var _x = …require("./x")…;`
// into a getter that requires the module on first use, and each use `_x.` into `_x$get().`; the exports
// stay the library's own. A binding used in any other way (e.g. `Object.keys(_x)`) stays eager.
const DECLARATION = /^var (_\w+) = (.*\brequire\("[^"]+"\)\)?);$/gm;

/** @param {string} source */
function makeRequiresLazy(source) {
  let code = source;
  for (const [declaration, name, expression] of source.matchAll(DECLARATION)) {
    const uses = new RegExp(`\\b${name}\\.`, 'g');
    const rewritten = code
      .replace(
        declaration,
        () => `var ${name}$value; function ${name}$get() { return ${name}$value ??= ${expression}; }`,
      )
      .replace(uses, () => `${name}$get().`);
    // Any use left that is not a member access (`_x.`) needs the module itself: keep that one eager.
    if (!new RegExp(`\\b${name}\\b(?!\\$)`).test(rewritten)) code = rewritten;
  }
  return code;
}

module.exports = {
  /** @param {string} source */
  process: (source) => ({ code: makeRequiresLazy(source) }),
  getCacheKey: (/** @type {string} */ source) =>
    require('node:crypto')
      .createHash('sha1')
      .update(source)
      .update(makeRequiresLazy.toString())
      .digest('hex'),
};
