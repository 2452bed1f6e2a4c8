import { expect, test as base, type Page } from '@playwright/test';
import { serveFakeGoogleMaps } from '../support/fake-google-maps';
import { LoginPage } from '../support/loginPage';
import { navigateInApp } from '../support/navigateInApp';
import { popupOpened } from '../support/popups';
import { CLINICIAN } from '../support/ports';
import { addPatientOverApi, GP, uniquePatient } from '../support/referrals';

// Layout is measured in a real browser: jsdom has none. /clinicians shows the Maps JavaScript API stand-in.
const test = base.extend<{ fakeMaps: void }>({
  fakeMaps: [async ({ page }, use) => use(void (await serveFakeGoogleMaps(page))), { auto: true }],
});

/** The narrowest phone still sold (iPhone SE, first generation). */
const SMALLEST_PHONE = { width: 320, height: 640 };
const STAFF = { email: 'staff@refnet.example', password: CLINICIAN.password };

/**
 * What is wrong with the screen's width: the page wider than the window, a heading or card title whose text
 * is cut off (wider than its box, as an ellipsis or a clip leaves it), or a word broken mid-way. Empty when
 * nothing is.
 */
async function widthProblems(page: Page, where: string): Promise<string[]> {
  // The phone's width, not window.innerWidth: a phone browser widens its layout to fit a page that overflows.
  return page.evaluate(
    ([screen, phoneWidth]) => {
      const problems: string[] = [];
      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth > phoneWidth) problems.push(`${screen}: the page is ${pageWidth} px wide`);
      for (const heading of Array.from(
        document.querySelectorAll<HTMLElement>('h1, h2, h3, .ant-card-head-title'),
      )) {
        if (heading.offsetParent !== null && heading.scrollWidth > heading.clientWidth + 1)
          problems.push(`${screen}: "${heading.innerText}" is cut off`);
      }
      // A long word split over two lines ("musculoskelet al"): its text spans line boxes at different heights.
      const main = document.querySelector('main');
      const texts = main ? document.createTreeWalker(main, NodeFilter.SHOW_TEXT) : null;
      for (let text = texts?.nextNode(); text; text = texts?.nextNode()) {
        // Words of letters only: the journeys' made-up names ("Refereemi0abc12x") may break where they must.
        for (const word of Array.from((text.textContent ?? '').matchAll(/(?<!\w)[A-Za-z]{8,}(?!\w)/g))) {
          const range = document.createRange();
          range.setStart(text, word.index ?? 0);
          range.setEnd(text, (word.index ?? 0) + word[0].length);
          const lineTops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lineTops.size > 1) problems.push(`${screen}: the word "${word[0]}" is broken over two lines`);
        }
      }
      return problems;
    },
    [where, SMALLEST_PHONE.width] as const,
  );
}

/** Opens each path as the app's links do and collects what does not fit. */
async function problemsOn(page: Page, screens: readonly { path: string; heading: string | RegExp }[]) {
  const problems: string[] = [];
  for (const { path, heading } of screens) {
    await navigateInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
    problems.push(...(await widthProblems(page, path)));
  }
  return problems;
}

test.use({ viewport: SMALLEST_PHONE, isMobile: true, hasTouch: true });

test('at 320 px a clinician has the badge and a navigation drawer with the account menu, and nothing overflows', async ({
  page,
  request,
}) => {
  // Eight screens, each loaded and measured: more than the default 30 s.
  test.setTimeout(60_000);
  // A long surname of wide letters heads the wizard's patient choices (a made-up name without a digit, as CI
  // once generated; real surnames run as long): it must not be broken mid-word.
  await addPatientOverApi(request, GP, { ...uniquePatient('Eleanor'), lastName: 'Refereemwywwhpdpz' });
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
  const header = page.getByRole('banner');
  // Dr Hart has new referrals in the demo data: the badge is in the header itself, not folded away.
  await expect(header.getByRole('link', { name: /^\d+ new referrals? or messages?$/ })).toBeInViewport({
    ratio: 1,
  });

  // The navigation and the account menu share the drawer, inside the window.
  await header.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await popupOpened(page, drawer);
  // Once it has slid in, the drawer moves focus to its first item (which scrolls it back to the top).
  await expect(drawer.locator('a[href]:focus, button:focus')).toHaveCount(1);
  await expect(drawer.getByRole('menuitem', { name: 'Referrals received' })).toBeInViewport({ ratio: 1 });
  const accountMenu = drawer.getByRole('navigation', { name: /^Account menu for / });
  // The drawer scrolls on a short screen: the account menu sits under the navigation.
  const logout = accountMenu.getByRole('menuitem', { name: 'Logout' });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport({ ratio: 1 });
  expect(await widthProblems(page, 'the navigation drawer')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const problems = await problemsOn(page, [
    { path: '/dashboard', heading: /^Welcome, / },
    { path: '/referrals/inbound', heading: 'Referrals Received' },
    { path: '/referrals/outbound', heading: 'Referrals Made' },
    { path: '/patients', heading: 'Patients' },
    { path: '/referral/add', heading: 'Make a referral' },
    { path: '/clinicians', heading: 'Search our clinicians' },
    { path: '/profile', heading: 'Profile' },
    { path: '/delegates', heading: 'Delegate Management' },
  ]);
  expect(problems).toEqual([]);
});

test('at 320 px the staff lists fit, and a table wider than the screen says it scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await new LoginPage(page).signInAndWaitForDashboard(STAFF.email, STAFF.password);
  const problems = await problemsOn(page, [
    { path: '/dashboard', heading: /^Welcome, / },
    { path: '/staff/clinician-roles', heading: 'Clinicians' },
    { path: '/staff/patients', heading: 'Patients' },
    { path: '/staff/referrals', heading: 'Referrals' },
    { path: '/staff/insurers', heading: 'Insurance Providers' },
    { path: '/staff/users', heading: 'Users' },
  ]);
  expect(problems).toEqual([]);
  // The users table has eight columns: wider than 320 px, so it scrolls inside itself and says so.
  await expect(page.getByText('Scroll sideways to see every column').first()).toBeVisible();
  const scroller = page.getByRole('region', { name: /scroll sideways to see every column/ }).first();
  await scroller.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('the referral list headers stand over their columns', async ({ page }) => {
    await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
    await navigateInApp(page, '/referrals/inbound');
    const table = page.getByRole('table').filter({ visible: true }).first();
    const firstBar = table.getByRole('row').nth(1);
    await expect(firstBar).toBeVisible();
    const headers = table.getByRole('columnheader');
    const cells = firstBar.getByRole('cell');
    for (const [column, title] of ['Patient', 'DOB', 'Sex', 'Referrer'].entries()) {
      const header = await headers.nth(column).boundingBox();
      const cell = await cells.nth(column).boundingBox();
      expect(Math.abs((header?.x ?? 0) - (cell?.x ?? -99)), `${title} is off its column`).toBeLessThanOrEqual(
        1,
      );
    }
  });
});
