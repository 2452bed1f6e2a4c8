import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './antdSelect';
import { hideGlobalMessage } from './globalMessage';
import { popupOpened } from './popups';

export interface InvitedDelegate {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** As the management screen names them (title and names). */
  name: string;
  /** As the account menu names them. */
  accountName: string;
}

/** A delegate nobody else has: every run invites its own. */
export function uniqueDelegate(firstName: string): InvitedDelegate {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const lastName = `Delegate${stamp}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${stamp}@e2e.refnet.example`,
    password: 'Delegate-password-2026!',
    name: `Mrs ${firstName} ${lastName}`,
    accountName: `${firstName} ${lastName}`,
  };
}

/** The account menu's Delegate accounts (SPEC §2.15), which opens Delegate Management. */
export async function openDelegateManagement(page: Page, accountName: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${accountName}` }).click();
  const delegatesItem = page.getByRole('menuitem', { name: 'Delegate accounts' });
  await popupOpened(page, delegatesItem);
  await delegatesItem.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delegate Management' })).toBeVisible();
}

export async function inviteDelegate(page: Page, delegate: InvitedDelegate): Promise<void> {
  await page.getByRole('menuitem', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Invite a delegate' });
  await chooseOption(page, 'Title', 'Mrs');
  await form.getByLabel('First name').fill(delegate.firstName);
  await form.getByLabel('Last name').fill(delegate.lastName);
  await form.getByLabel('Email').fill(delegate.email);
  for (const permission of ['View referrals', 'Create referrals', 'Manage referrals']) {
    await expect(form.getByRole('checkbox', { name: new RegExp(permission) })).toBeChecked();
  }
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await hideGlobalMessage(
    page,
    `Invitation sent to ${delegate.email}. The delegate will receive an e-mail with a link to set up their account.`,
  );
}

/** The delegate's row under "Inactive Delegate accounts". */
export const inactiveRowOf = (page: Page, delegate: InvitedDelegate): Locator =>
  page.getByRole('listitem').filter({ hasText: delegate.email });

/** The delegate's card among the active delegates. */
export const activeCardOf = (page: Page, delegate: InvitedDelegate): Locator =>
  page.getByRole('article', { name: delegate.name });
