import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiToken, logout } from '../support/accounts';
import { LoginPage } from '../support/loginPage';
import { navigateInApp } from '../support/navigateInApp';
import {
  ADMIN,
  CLINICIAN,
  JOURNEY_RELEASE,
  JOURNEY_RELEASE_MANIFEST,
  REPORTING_APP_URL,
  SECOND_ORIGIN_URL,
} from '../support/ports';

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

test('a remote whose manifest fails is contained in an "unavailable, retry" card', async ({ page }) => {
  let refusedManifests = 0;
  await page.route('**/remotes/mf-patients/mf-manifest.json', (route) => {
    refusedManifests += 1;
    return route.abort();
  });
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);

  await page.goto('/patients');
  const card = page.getByRole('alert').filter({ hasText: 'This part of RefNet is unavailable' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // The rest of RefNet keeps working, in the same page.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Find a clinician').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Coming back while it is still down, single-spa tries it again, and the card comes back when that attempt
  // fails too; once the remote is reachable, Retry brings it in without reloading the page. The second refusal
  // is awaited: a remote reachable before that attempt would load on its own, with no Retry to click.
  await page.goBack();
  await expect.poll(() => refusedManifests).toBe(2);
  await expect(card).toBeVisible();
  await page.unroute('**/remotes/mf-patients/mf-manifest.json');
  // At once: the shell waits the 200 ms single-spa needs after a failure before it loads a remote again.
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a remote whose host never answers is given up after 10 s for the "unavailable, retry" card', async ({
  page,
}) => {
  // The page's clock jumps the 10 s instead of the journey waiting them.
  await page.clock.install();
  const manifest = '**/remotes/mf-patients/mf-manifest.json';
  // A host that takes the request and never answers.
  await page.route(manifest, () => undefined);
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);

  await navigateInApp(page, '/patients');
  await expect(page.getByRole('status', { name: 'Loading...' })).toBeVisible();
  const card = page.getByRole('alert').filter({ hasText: 'This part of RefNet is unavailable' });
  await page.clock.fastForward(9_000);
  await expect(card).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(card).toBeVisible();

  // Once the host answers again, Retry brings the remote in without reloading the page.
  await page.unroute(manifest);
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('mf-admin is loaded from the second origin named in /config.json', async ({ page }) => {
  const scripts = recordScripts(page);
  const config = await (await page.request.get('/config.json')).json();
  expect(config.remotes.mf_admin).toBe(`${SECOND_ORIGIN_URL}/mf-manifest.json`);

  await new LoginPage(page).signInAndWaitForDashboard(ADMIN.email, ADMIN.password);
  await page.goto('/staff/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(scripts.some((url) => url.startsWith(`${SECOND_ORIGIN_URL}/`))).toBe(true);
});

test('react-dom is fetched once across the shell and every remote', async ({ page }) => {
  const scripts = recordScripts(page);
  const login = new LoginPage(page);
  // Clinical screens are a clinician's, staff screens staff's: one page, signed in as each in turn.
  await login.signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
  const clinicianRoutes: [path: string, heading: string][] = [
    ['/referrals/outbound', 'Referrals Made'],
    ['/patients', 'Patients'],
    ['/clinicians', 'Search our clinicians'],
    ['/profile', 'Profile'],
  ];
  for (const [path, heading] of clinicianRoutes) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await logout(page, CLINICIAN.name);
  await login.signInToDashboard(ADMIN.email, ADMIN.password);
  await navigateInApp(page, '/staff/insurers');
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance Providers' })).toBeVisible();

  const remotesLoaded = new Set(
    scripts.map((url) => /\/remotes\/(mf-[a-z]+)\//.exec(url)?.[1]).filter(Boolean),
  );
  expect([...remotesLoaded].sort()).toEqual(['mf-auth', 'mf-clinicians', 'mf-patients', 'mf-referrals']);
  expect(scripts.some((url) => url.startsWith(SECOND_ORIGIN_URL))).toBe(true);

  const reactDomChunks = scripts.filter((url) => /react-dom/.test(url));
  expect(reactDomChunks.length).toBeGreaterThan(0);
  // Each react-dom chunk (react-dom, react-dom/client) is fetched once, and only from the shell.
  expect(new Set(reactDomChunks).size).toBe(reactDomChunks.length);
  expect(reactDomChunks.every((url) => new URL(url).pathname.split('/').length === 2)).toBe(true);
});

/** The shared-ui the shell provides, and a range of the next major, which it does not. */
const SHELL_SHARED_UI: string = JSON.parse(
  readFileSync(path.join(__dirname, '../../shared-ui/package.json'), 'utf8'),
).version;
const NEXT_MAJOR = `^${Number(SHELL_SHARED_UI.split('.')[0]) + 1}.0.0`;

test.describe('a remote built against a shared-ui major the shell does not provide', () => {
  test.use({ baseURL: REPORTING_APP_URL });

  test('is not run: its places say it is being updated, the rest works, and the team hears of it', async ({
    page,
  }) => {
    // What an mf-admin built against the next shared-ui major publishes: its manifest requires that major.
    await page.route(`${SECOND_ORIGIN_URL}/mf-manifest.json`, async (route) => {
      const response = await route.fetch();
      const manifest = await response.json();
      manifest.metaData.buildInfo.buildVersion = '9.0.0';
      for (const share of manifest.shared)
        if (share.name.startsWith('@refnet/shared-ui')) share.requiredVersion = NEXT_MAJOR;
      await route.fulfill({ response, json: manifest });
    });
    const scripts = recordScripts(page);
    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/error-notification/'),
    );

    // The staff dashboard's statistics come from mf-admin: that card alone says so.
    await new LoginPage(page).signInAndWaitForDashboard(ADMIN.email, ADMIN.password);
    const updating = page.getByRole('alert').filter({ hasText: 'It is being updated' });
    await expect(updating).toHaveText(/This part of RefNet is unavailable/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'RefNet administration account' }),
    ).toBeVisible();

    await navigateInApp(page, '/staff/users');
    await expect(updating).toBeVisible();

    const sent = await report;
    expect(sent.postDataJSON().errorDescription).toContain(
      'mf_admin 9.0.0 (built ', // the build time follows
    );
    expect(sent.postDataJSON().errorDescription).toContain(
      `@refnet/shared-ui ${NEXT_MAJOR} (the shell has ${SHELL_SHARED_UI})`,
    );
    expect((await sent.response())?.status()).toBe(204);

    // The rest of RefNet works in the same page, and none of the refused build's code was fetched.
    await navigateInApp(page, '/clinicians');
    await expect(page.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeVisible();
    expect(scripts.filter((url) => url.startsWith(SECOND_ORIGIN_URL))).toEqual([]);
  });
});

test.describe('releasing mf-admin without rebuilding the shell', () => {
  /** What a Full Admin does from the release registry (another tab, another machine): PUT …/active/. */
  async function switchMfAdminTo(request: APIRequestContext, version: string | null) {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const response = await request.put('/api/v1/remote-releases/mf_admin/active/', {
      data: { version },
      headers: { Authorization: `Token ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  test.afterEach(async ({ request }) => switchMfAdminTo(request, null));

  test('a newer compatible release is switched in while staff are signed in, and rolled back in one step', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const registered = await request.post('/api/v1/remote-releases/mf_admin/', {
      data: { version: JOURNEY_RELEASE, manifestUrl: JOURNEY_RELEASE_MANIFEST },
      headers: { Authorization: `Token ${token}` },
    });
    expect([201, 409]).toContain(registered.status()); // 409: registered by an earlier run on this database

    const scripts = recordScripts(page);
    await new LoginPage(page).signInAndWaitForDashboard(ADMIN.email, ADMIN.password);
    await navigateInApp(page, '/staff/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // Set in this page: still there at the end means the shell was never reloaded.
    await page.evaluate(() => Object.assign(window, { shellNotReloaded: true }));
    const fromRelease = () => scripts.filter((url) => url.startsWith(`${SECOND_ORIGIN_URL}/releases/`));
    expect(fromRelease()).toEqual([]);

    // Switched while Users is open: the screen keeps its build; leaving it lets the shell check.
    await switchMfAdminTo(request, JOURNEY_RELEASE);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const checked = page.waitForResponse((response) => response.url().endsWith('/config.json'));
    await navigateInApp(page, '/clinicians');
    await checked;
    await expect(page.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeVisible();

    await navigateInApp(page, '/staff/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(fromRelease()).toContain(`${SECOND_ORIGIN_URL}/releases/${JOURNEY_RELEASE}/remoteEntry.js`);

    // Rollback: one call, back to the build the server was started with.
    const entriesBefore = scripts.filter((url) => url === `${SECOND_ORIGIN_URL}/remoteEntry.js`).length;
    await switchMfAdminTo(request, null);
    const checkedAgain = page.waitForResponse((response) => response.url().endsWith('/config.json'));
    await navigateInApp(page, '/clinicians');
    await checkedAgain;
    await navigateInApp(page, '/staff/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect
      .poll(() => scripts.filter((url) => url === `${SECOND_ORIGIN_URL}/remoteEntry.js`).length)
      .toBe(entriesBefore + 1);
    expect(await page.evaluate(() => 'shellNotReloaded' in window)).toBe(true);
  });
});
