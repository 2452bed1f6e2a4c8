import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { chooseByKeyboard } from '../support/antdSelect';
import { fakeMap, panFakeMap, serveFakeGoogleMaps } from '../support/fake-google-maps';
import { hideGlobalMessage } from '../support/globalMessage';
import { LoginPage } from '../support/loginPage';
import { linkIn, waitForMail } from '../support/mailbox';
import { CLINICIAN } from '../support/ports';
import { popupOpened } from '../support/popups';

// Every journey here gets the Maps JavaScript API stand-in; Google itself is never reached.
const test = base.extend<{ mapsScriptRequests: URL[] }>({
  mapsScriptRequests: [async ({ page }, use) => use(await serveFakeGoogleMaps(page)), { auto: true }],
});

/** Where the browser says the user is (SW1A 1AA), unless a journey denies it. */
const WESTMINSTER = { latitude: 51.501009, longitude: -0.141588 };
test.use({ geolocation: WESTMINSTER, permissions: ['geolocation'] });

/** Demo clinicians no other journey changes (api/src/db/seed/demo-data.ts): GP in W1G, MSK physio in SE1. */
const GP = { email: CLINICIAN.email, name: 'Dr Amelia Hart' };
const PHYSIOTHERAPIST = { email: 'physio@refnet.example', name: 'Mr James Okafor' };

async function signInAs(page: Page, email: string) {
  await new LoginPage(page).signInAndWaitForDashboard(email, CLINICIAN.password);
}

async function openClinicianSearch(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByText('Find a clinician', { exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeVisible();
}

/** The cards of the clinician list (each links to the clinician's page). */
const cardsOf = (page: Page): Locator =>
  page
    .getByRole('list', { name: 'Clinicians', exact: true })
    .getByRole('listitem')
    .filter({ has: page.locator('a[href*="/clinicians/user/"]') });

const cardOf = (page: Page, name: string): Locator =>
  cardsOf(page).filter({ has: page.getByRole('link', { name }) });

/** The Refer button of a card is labelled "Refer a patient to {full name}". */
const REFER_LABEL = /^Refer a patient to /;

async function distancesOf(cards: Locator): Promise<number[]> {
  return (await cards.allInnerTexts()).map((text) => {
    const kilometres = /(\d+(?:\.\d+)?) km/.exec(text)?.[1];
    if (kilometres === undefined) throw new Error(`no distance on the card:\n${text}`);
    return Number(kilometres);
  });
}

/** The star on a clinician's page: click, confirm with Yes, and the star says the opposite. */
async function changeFavourite(page: Page, star: string, question: string, starAfter: string) {
  await page.getByRole('button', { name: star, exact: true }).click();
  await popupOpened(page, page.getByText(question, { exact: true }));
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByRole('button', { name: starAfter, exact: true })).toBeVisible();
}

/** The empty state of the tab shown (a tab not shown yet may hold its own). */
const noClinicians = (page: Page) =>
  page.getByText('No Clinicians Available', { exact: true }).filter({ visible: true });

const clinicianPageHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Clinician Information' });

test('a physiotherapist searches by job role, postcode, insurer and text; nearest first, no Refer on their own card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, PHYSIOTHERAPIST.email);
  await openClinicianSearch(page);

  // The search starts on General Practitioner.
  await expect(
    page.locator('.ant-select', { has: page.getByLabel('Job role', { exact: true }) }),
  ).toContainText('General Practitioner');
  await expect(cardOf(page, GP.name)).toBeVisible();

  await chooseByKeyboard(page, 'Job role', 'Physiotherapist');
  await expect(page.getByLabel('Specialty', { exact: true })).toBeVisible();
  const ownCard = cardOf(page, PHYSIOTHERAPIST.name);
  await expect(ownCard).toBeVisible();
  await expect(cardOf(page, GP.name)).toHaveCount(0);
  // The demo applicant (a physiotherapist awaiting approval) is never listed.
  await expect(cardOf(page, 'Sara Patel')).toHaveCount(0);

  const postcode = page.getByLabel('Postcode', { exact: true });
  await postcode.fill('nw1 2bu');
  await expect(postcode).toHaveValue('NW1 2BU');
  await page.getByRole('button', { name: 'Search postcode' }).click();
  // Waterloo Physiotherapy (SE1 7EH) is 3.1 km from University College Hospital (NW1 2BU).
  await expect(ownCard).toContainText('3.1 km');
  await expect(ownCard.getByLabel(REFER_LABEL)).toHaveCount(0);
  const cards = cardsOf(page);
  const distances = await distancesOf(cards);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  const otherCards = cards.filter({
    hasNot: page.getByRole('link', { name: PHYSIOTHERAPIST.name, exact: true }),
  });
  await expect(otherCards.filter({ hasNot: page.getByLabel(REFER_LABEL) })).toHaveCount(0);

  // A postcode nobody knows: the error, and the results stay.
  await postcode.fill('zz9 9zz');
  await page.getByRole('button', { name: 'Search postcode' }).click();
  await expect(page.getByText('Error locating postcode', { exact: true })).toBeVisible();
  await expect(ownCard).toContainText('3.1 km');

  // James Okafor takes WPA, not Aviva.
  await chooseByKeyboard(page, 'Insurance agreement', 'Aviva');
  await expect(ownCard).toHaveCount(0);
  await chooseByKeyboard(page, 'Insurance agreement', 'WPA');
  await expect(ownCard).toBeVisible();

  const filter = page.getByLabel('Filter clinicians', { exact: true });
  await filter.fill('OKAFOR');
  await expect(cards).toHaveCount(1);
  await expect(ownCard).toBeVisible();
  await filter.fill('zzzz');
  await expect(noClinicians(page)).toBeVisible();
  await filter.clear();
  await expect(ownCard).toBeVisible();
});

test('Dr Hart opens a clinician from the list, keeps them as a favourite after a reload and finds them under Favourites', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, GP.email);
  await openClinicianSearch(page);
  await chooseByKeyboard(page, 'Job role', 'Physiotherapist');
  await page.getByLabel('Filter clinicians', { exact: true }).fill('okafor');
  await cardOf(page, PHYSIOTHERAPIST.name)
    .getByRole('link', { name: PHYSIOTHERAPIST.name, exact: true })
    .click();

  await expect(page).toHaveURL(/\/clinicians\/user\/\d+$/);
  await expect(clinicianPageHeading(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(PHYSIOTHERAPIST.name);
  await changeFavourite(
    page,
    'Add to favourite clinicians',
    'Add to favourite clinicians?',
    'Remove from favourite clinicians',
  );
  await page.reload();
  await expect(clinicianPageHeading(page)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove from favourite clinicians', exact: true }),
  ).toBeVisible();

  await openClinicianSearch(page);
  await chooseByKeyboard(page, 'Job role', 'Physiotherapist');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  const favourite = cardOf(page, PHYSIOTHERAPIST.name);
  await expect(favourite).toBeVisible();

  // Leave the demo data as it was.
  await favourite.getByRole('link', { name: PHYSIOTHERAPIST.name, exact: true }).click();
  await expect(clinicianPageHeading(page)).toBeVisible();
  await changeFavourite(
    page,
    'Remove from favourite clinicians',
    'Remove from favourite clinicians?',
    'Add to favourite clinicians',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add to favourite clinicians', exact: true })).toBeVisible();
});

test('the map marks each clinic: a hovered card grows its marker, a marker popup freezes the map, the list follows the map', async ({
  page,
  mapsScriptRequests,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, PHYSIOTHERAPIST.email);
  await openClinicianSearch(page);
  const map = page.getByRole('region', { name: 'Map of clinicians' }).getByTestId('fake-map');
  await expect(map).toBeVisible();
  // Loaded once, with the key from /config.json.
  expect(mapsScriptRequests.map((url) => url.searchParams.get('key'))).toEqual(['e2e-maps-key']);

  const marker = map.getByRole('button', { name: /Amelia Hart/ });
  await expect(marker).toHaveAttribute('data-size', '25');
  await cardOf(page, GP.name).hover();
  await expect(marker).toHaveAttribute('data-size', '50');
  await page.getByRole('heading', { level: 1, name: 'Search our clinicians' }).hover();
  await expect(marker).toHaveAttribute('data-size', '25');

  const gestures = await map.getAttribute('data-gesture-handling');
  expect(gestures).not.toBe('none');
  await marker.click();
  const popup = map.getByRole('dialog');
  await expect(popup).toContainText(GP.name);
  await expect(popup).toContainText(/@refnet\.example/);
  await expect(popup).toContainText('General Practitioner');
  await expect(popup.getByRole('link', { name: 'View profile' })).toHaveAttribute(
    'href',
    /\/clinicians\/user\/\d+$/,
  );
  await expect(map).toHaveAttribute('data-gesture-handling', 'none');
  await expect(map).toHaveAttribute('data-draggable', 'false');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  await expect(map).toHaveAttribute('data-gesture-handling', String(gestures));
  await expect(map).toHaveAttribute('data-draggable', 'true');

  // Only clinicians inside the visible map are listed: nobody out in the North Sea.
  await panFakeMap(page, { lat: 56.5, lng: 2.5 });
  await expect(noClinicians(page)).toBeVisible();
  await expect(cardsOf(page)).toHaveCount(0);
  await panFakeMap(page, { lat: WESTMINSTER.latitude, lng: WESTMINSTER.longitude });
  await expect(cardOf(page, GP.name)).toBeVisible();

  await marker.click();
  await popup.getByRole('link', { name: 'View profile' }).click();
  await expect(clinicianPageHeading(page)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(GP.name);
  await expect(page.getByRole('button', { name: 'Add to favourite clinicians', exact: true })).toBeVisible();
  const referNow = { name: 'Refer patient now', exact: true };
  await expect(page.getByRole('link', referNow).or(page.getByRole('button', referNow))).toBeVisible();
});

test('without a Maps key the map area says so, and the search, cards and filters work without it', async ({
  page,
  mapsScriptRequests,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleMapsApiKey: '' } });
  });
  await signInAs(page, GP.email);
  await openClinicianSearch(page);

  await expect(page.getByRole('region', { name: 'Map of clinicians' })).toContainText(
    'Error loading Google Maps.',
  );
  await expect(cardOf(page, GP.name)).toBeVisible();
  const filter = page.getByLabel('Filter clinicians', { exact: true });
  await filter.fill('amelia HART');
  await expect(cardsOf(page)).toHaveCount(1);
  await expect(cardOf(page, GP.name)).toBeVisible();
  await filter.clear();
  await chooseByKeyboard(page, 'Job role', 'Physiotherapist');
  await expect(cardOf(page, PHYSIOTHERAPIST.name)).toBeVisible();
  await expect(cardOf(page, GP.name)).toHaveCount(0);
  expect(mapsScriptRequests).toEqual([]);
});

test.describe('when the browser may not tell where the user is', () => {
  test.use({ permissions: [] });

  test('an alert asks for location services and the search starts from the default centre', async ({
    page,
  }) => {
    await signInAs(page, GP.email);
    const firstSearch = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/clinician-list/'),
    );
    await openClinicianSearch(page);

    expect((await firstSearch).postDataJSON()).toMatchObject({ lat: 51.501162, lng: -0.141745, roleId: 1 });
    await expect(page.getByRole('alert').filter({ hasText: /location services/i })).toBeVisible();
    // Harley Street (W1G 6BW) is 2.1 km from the default centre.
    await expect(cardOf(page, GP.name)).toContainText('2.1 km');
    await expect(fakeMap(page)).toHaveAttribute('data-center', '51.501162,-0.141745');
    await expect(fakeMap(page)).toHaveAttribute('data-zoom', '10');
  });
});

test('an unknown clinician id says so, then goes back to the map after about five seconds', async ({
  page,
}) => {
  await signInAs(page, GP.email);
  await page.goto('/clinicians/user/99999');

  await expect(
    page.getByText('Failed to find a clinician with a matching id, redirecting to clinicians map page'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/clinicians\/user\/99999$/);
  await expect(page).toHaveURL(/\/clinicians$/, { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeVisible();
});

test('Dr Hart invites a colleague from the header, and the e-mail links to registration', async ({
  page,
}) => {
  const email = `invited.colleague.${Date.now()}@refnet.test`;
  await signInAs(page, GP.email);
  const openInvite = () =>
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByText('Invite a clinician', { exact: true })
      .click();
  const dialog = page.getByRole('dialog', { name: 'Invite a clinician' });

  await openInvite();
  await popupOpened(page, dialog);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByText('Please enter the name of the clinician.')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();

  await hideGlobalMessage(page, `An invitation to join RefNet has been sent to ${email}.`);
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(email, /RefNet/);
  expect(mail.text).toContain('Grace Hopper');
  expect(mail.text).toContain('Amelia Hart');
  expect(linkIn(mail, '/register')).toMatch(/^\/register\/?$/);

  // The form starts afresh next time.
  await openInvite();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
});
