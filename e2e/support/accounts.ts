import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './ports';

/** Signs in over the API and returns the token (for set-up steps a person would do elsewhere). */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/login/', { data: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const authorised = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

/** What staff do on the Users screen: approve the account of `email` (signed in as the admin). */
export async function approveAccount(request: APIRequestContext, email: string, password: string) {
  const userToken = await apiToken(request, email, password);
  const profile = await request.get('/api/v1/user/clinician-information/', authorised(userToken));
  const profileId = ((await profile.json()) as { userProfile: { id: number } }).userProfile.id;
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const verified = await request.post(`/api/v1/admin/set-verification/user-profile/${profileId}/`, {
    ...authorised(adminToken),
    data: { setVerified: true },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Logs out through the account menu. Opening the menu, clicking Logout and reaching /login are retried
 * together: a click that lands while the pop-up is still opening does nothing.
 */
export async function logout(page: Page, name: string): Promise<void> {
  await expect(async () => {
    if (!/\/login$/.test(page.url())) {
      await page.getByRole('button', { name: `Account menu for ${name}` }).click({ timeout: 2_000 });
      await page.getByRole('menuitem', { name: 'Logout' }).click({ timeout: 2_000 });
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
