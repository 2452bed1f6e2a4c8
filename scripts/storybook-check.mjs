// `npm run storybook:check` (after `npm run storybook:build`): renders every story of the built shared-ui
// Storybook in Chromium and fails, naming the story, when one throws, shows Storybook's error display or
// logs a console error. One browser and one page: each story is selected through the preview's channel,
// as Storybook's own manager does, instead of reloading the page.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/buildState.mjs';

const STATIC_DIR = path.join(ROOT, 'shared-ui/storybook-static');
const CONTENT_TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

function serveStatic(directory) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    // The browser asks for /favicon.ico by itself; Storybook has none, and the 404 would read as an error.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = path.join(directory, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(directory) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs in the page: selects one story and resolves with what went wrong while it rendered, if anything. */
function renderStory(storyId) {
  const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
  const failures = {
    storyErrored: (error) => `Storybook error display: ${error?.title ?? ''} ${error?.description ?? ''}`,
    storyThrewException: (error) => `threw: ${error?.message ?? String(error)}`,
    playFunctionThrewException: (error) => `play function threw: ${error?.message ?? String(error)}`,
    storyMissing: () => 'is missing from the built Storybook',
  };
  return new Promise((resolve) => {
    const problems = [];
    const listeners = Object.entries(failures).map(([event, describe]) => [
      event,
      (payload) => problems.push(describe(payload)),
    ]);
    let finished = false;
    const finish = (done) => {
      if (finished || (done?.storyId !== storyId && !problems.length)) return;
      finished = true;
      if (done?.status === 'error' && !problems.length) problems.push('finished with an error');
      for (const [event, listener] of listeners) channel.off(event, listener);
      channel.off('storyFinished', finish);
      channel.off('storyMissing', finish);
      clearTimeout(timer);
      if (globalThis.document.body.classList.contains('sb-show-errordisplay'))
        problems.push(
          `Storybook error display: ${globalThis.document.querySelector('#error-message')?.textContent ?? ''}`,
        );
      resolve([...new Set(problems)]);
    };
    for (const [event, listener] of listeners) channel.on(event, listener);
    channel.on('storyFinished', finish);
    // A story that never finishes would otherwise hang the check.
    const timer = setTimeout(() => {
      problems.push('did not finish rendering within 15 s');
      finish();
    }, 15_000);
    channel.on('storyMissing', finish);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

if (!existsSync(path.join(STATIC_DIR, 'index.json'))) {
  console.error('Build Storybook first: npm run storybook:build');
  process.exit(1);
}
const { entries } = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
const stories = Object.values(entries).filter((entry) => entry.type === 'story');
const server = await serveStatic(STATIC_DIR);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const failed = [];
try {
  const page = await browser.newPage();
  let consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      consoleErrors.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.goto(`http://127.0.0.1:${server.address().port}/iframe.html`);
  await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__.ready());
  const loadErrors = consoleErrors.splice(0);
  if (loadErrors.length) failed.push({ story: 'the preview itself', problems: loadErrors });

  for (const story of stories) {
    consoleErrors = [];
    const problems = [...(await page.evaluate(renderStory, story.id)), ...consoleErrors];
    const name = `${story.title} › ${story.name} (${story.id})`;
    if (problems.length) failed.push({ story: name, problems });
    console.log(`${problems.length ? '✗' : '✓'} ${name}`);
  }
} finally {
  await browser.close();
  server.close();
}

for (const { story, problems } of failed)
  console.error(`\nStory failed: ${story}\n  ${problems.join('\n  ')}`);
console.log(`\n${stories.length - failed.length} of ${stories.length} stories rendered without an error.`);
process.exitCode = failed.length ? 1 : 0;
