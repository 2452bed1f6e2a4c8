import { expect, test } from '@playwright/test';
import { hideGlobalMessage } from '../support/globalMessage';
import { LoginPage } from '../support/loginPage';
import { APP_URL, CLINICIAN } from '../support/ports';

// Issue 21: a clinician makes a personal API token on their profile, a system calls the API with it as
// `Authorization: Bearer …`, and once the clinician revokes it the same call is refused.

test('a token made on the profile reads the API for its clinician until it is revoked', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_URL });
  const name = `Journey system ${Date.now()}`;
  await new LoginPage(page).signInAndWaitForDashboard(CLINICIAN.email, CLINICIAN.password);
  await page.goto('/profile');
  await page.getByRole('menuitem', { name: 'API tokens' }).click();

  const form = page.getByRole('form', { name: 'Create an API token' });
  await form.getByLabel('Token name').fill(name);
  await form.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: `API token "${name}"` });
  await expect(shown.getByText('Copy this token now. It will not be shown again.')).toBeVisible();
  const displayed = (await shown.getByLabel('New API token').textContent()) ?? '';
  expect(displayed).toMatch(/^rn_pat_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied.');
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(displayed);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(token)).toHaveCount(0);

  const list = page.getByRole('table', { name: 'Your API tokens' });
  const row = list.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${token.slice(0, 13)}…`);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');

  // A system's call: no browser session, only the token.
  const asSystem = () =>
    request.get('/api/v1/patient/list/', { headers: { Authorization: `Bearer ${token}` } });
  const answer = await asSystem();
  expect(answer.status()).toBe(200);
  expect(Object.keys(await answer.json())).toContain('addedPatients');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
  await hideGlobalMessage(page, `API token "${name}" revoked. Systems using it can no longer call RefNet.`);
  await expect(row).toContainText('Revoked');
  // Its one use shows as its last use.
  await expect(row).not.toContainText('Never');

  const refused = await asSystem();
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'Invalid token.' });
});
