import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './ports';
import { popupOpened } from './popups';
import { signInOverApi } from './secondFactor';

/**
 * Signs in over the API and returns the token (for set-up steps a person would do elsewhere), through
 * two-factor sign-in for staff (support/secondFactor.ts).
 */
export const apiToken = (request: APIRequestContext, email: string, password: string): Promise<string> =>
  signInOverApi(request, email, password);

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

/** Logs out through the account menu. */
export async function logout(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  const logoutItem = page.getByRole('menuitem', { name: 'Logout' });
  await popupOpened(page, logoutItem);
  await logoutItem.click();
  await expect(page).toHaveURL(/\/login$/);
}
