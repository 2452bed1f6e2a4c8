import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { appStore, notificationCountAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { signOut, viewportOf } from '@refnet/shared-ui/testing';
import { sessionFor } from '../testing/sessionFor';
import { warmUpDesignSystem } from '../testing/warmUpDesignSystem';
import { AppHeader } from './AppHeader';

// single-spa's navigation, as the shell sees it: the address changes and a popstate follows.
jest.mock('single-spa', () => ({
  navigateToUrl: jest.fn((url: string) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }),
}));

// What the popup asks is InviteClinicianModal.test.tsx's business; here it only has to open.
jest.mock('../invite/lazyInviteClinicianModal', () => ({
  LazyInviteClinicianModal: () => <div role="dialog" aria-label="Invite a clinician" />,
}));

// The drawer's code (antd's display components) loads once for the file, not inside the first test's time.
beforeAll(() => Promise.all([warmUpDesignSystem(), import('./NavigationDrawer')]));
beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
  viewportOf(390);
});
afterEach(() => {
  signOut();
  appStore.set(notificationCountAtom, -1);
  jest.restoreAllMocks();
});

function renderPhoneHeader() {
  render(
    <RefnetProviders>
      <AppHeader />
    </RefnetProviders>,
  );
  return userEvent.setup();
}

const header = () => screen.getByRole('banner');
const menuButton = () => within(header()).getByRole('button', { name: 'Menu' });

/** Opens the drawer from the keyboard and waits for its code to load. */
async function openDrawerWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  act(() => menuButton().focus());
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('AppHeader on a phone (390 px)', () => {
  it('keeps the count of new referrals in the header, as a link to Referrals received', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    appStore.set(notificationCountAtom, 3);
    renderPhoneHeader();
    const badgeLink = await within(header()).findByRole('link', { name: '3 new referrals or messages' });
    expect(badgeLink).toBeVisible();
    expect(badgeLink).toHaveAttribute('href', '/referrals/inbound');
    expect(badgeLink.querySelector('.ant-badge-count')).toHaveTextContent('3');
    // The menus wait in the drawer: neither the menu bar nor the account button takes the header's width.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no count once there is nothing new', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    appStore.set(notificationCountAtom, 1);
    renderPhoneHeader();
    expect(await within(header()).findByRole('link', { name: '1 new referral or message' })).toBeVisible();
    act(() => appStore.set(notificationCountAtom, 0));
    expect(within(header()).queryByRole('link', { name: /new referrals/ })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).not.toBeInTheDocument();
  });

  it('opens the navigation drawer from the keyboard and closes it with Escape, giving focus back', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    appStore.set(notificationCountAtom, 2);
    const user = renderPhoneHeader();
    const drawer = await openDrawerWithKeyboard(user);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    const main = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Referrals received' })).toHaveAttribute(
      'href',
      '/referrals/inbound',
    );
    expect(within(main).getByLabelText('2 new referrals or messages')).toHaveTextContent('Referrals');
    const account = within(drawer).getByRole('navigation', { name: 'Account menu for U S' });
    expect(within(account).getByRole('link', { name: 'View/update' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('closes the drawer when one of its links is followed', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    const user = renderPhoneHeader();
    const drawer = await openDrawerWithKeyboard(user);
    await user.click(within(drawer).getByRole('link', { name: 'Find a clinician' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/clinicians');
    expect(window.location.pathname).toBe('/clinicians');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('runs an action from the drawer once it has closed: Invite a clinician opens its popup', async () => {
    appStore.set(sessionAtom, sessionFor('Staff'));
    const user = renderPhoneHeader();
    const drawer = await openDrawerWithKeyboard(user);
    await user.click(within(drawer).getByRole('button', { name: 'Invite a clinician' }));
    expect(await screen.findByRole('dialog', { name: 'Invite a clinician' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('gives visitors Login, Register and Help in the drawer', async () => {
    const user = renderPhoneHeader();
    const drawer = await openDrawerWithKeyboard(user);
    const main = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Login', 'Register', 'Help']);
    expect(within(drawer).queryByRole('navigation', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
