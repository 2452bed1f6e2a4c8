/**
 * The failing tests of one step's output, each with the first lines of its error, so a run's last screen
 * (all that a CI log may keep) says what failed. Understands node:test's TAP, jest and Playwright's list.
 * @param {string} output
 * @param {number} [maxLines]
 * @returns {string[]}
 */
export function failureDigest(output, maxLines = 40) {
  const lines = output.split('\n');
  const digest = [];
  for (let index = 0; index < lines.length && digest.length < maxLines; index++) {
    const line = lines[index];
    // A failing suite's own "not ok" repeats its failing subtests: only leaves (a test, not a suite) count.
    const tap = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (tap) {
      const block = tapBlock(lines, index + 1, tap[1]);
      if (block.some((entry) => /type: 'suite'/.test(entry))) continue;
      digest.push(`✘ ${tap[2]}`);
      const location = block.find((entry) => /^\s*location:/.test(entry));
      const error = block.findIndex((entry) => /^\s*error:/.test(entry));
      if (location) digest.push(`    ${location.trim()}`);
      if (error >= 0) digest.push(...yamlValue(block, error).map((entry) => `    ${entry.trim()}`));
      continue;
    }
    if (/^\s*●\s/.test(line) && !/Console/.test(line)) {
      const details = lines.slice(index + 1, index + 8).filter((entry) => entry.trim());
      digest.push(line.trim(), ...details.slice(0, 5).map((entry) => `    ${entry.trim()}`));
      continue;
    }
    if (/^\s*✘\s/.test(line)) digest.push(line.trim());
  }
  return digest.slice(0, maxLines);
}

/** The YAML block under a TAP result: its lines up to the closing "..." at the same indentation. */
function tapBlock(lines, start, indent) {
  const block = [];
  for (let index = start; index < lines.length; index++) {
    if (lines[index] === `${indent}  ...`) break;
    block.push(lines[index]);
  }
  return block;
}

/** A YAML key's line and the lines indented under it (its value), blank lines left out, at most six. */
function yamlValue(block, start) {
  const indent = block[start].search(/\S/);
  const value = [block[start]];
  for (const entry of block.slice(start + 1)) {
    if (entry.trim() && entry.search(/\S/) <= indent) break;
    if (entry.trim()) value.push(entry);
  }
  return value.slice(0, 6);
}
