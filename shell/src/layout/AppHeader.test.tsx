import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, notificationCountAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { signInDelegate, signOut } from '@refnet/shared-ui/testing';
import { sessionFor } from '../testing/sessionFor';
import { warmUpDesignSystem } from '../testing/warmUpDesignSystem';
import { AppHeader } from './AppHeader';

afterEach(() => {
  signOut();
  appStore.set(notificationCountAtom, -1);
});

function renderHeader() {
  render(
    <RefnetProviders>
      <AppHeader />
    </RefnetProviders>,
  );
  return userEvent.setup();
}

/** The account button once its menu's code has loaded (until then it is shown disabled). */
async function loadedAccountMenuButton() {
  const button = () => screen.getByRole('button', { name: /Account menu/ });
  await waitFor(() => expect(button()).toBeEnabled());
  return button();
}

// The parts the header loads on first use: the tests wait for them to open, not for jsdom to compile them.
beforeAll(() =>
  Promise.all([
    warmUpDesignSystem(),
    import('./SignedInMenuBar'),
    import('./ProfileMenu'),
    import('../support/FeatureSuggestionModal'),
    import('../invite/InviteClinicianModal'),
  ]),
);

describe('AppHeader', () => {
  it('opens the feature suggestion popup from the account menu, loading it only then', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    const user = renderHeader();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await loadedAccountMenuButton());
    await user.click(await screen.findByText('Suggest a feature'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Suggest a feature')).toBeInTheDocument();
  });

  it('shows "Invite a clinician" in the main menu of a verified user, not of one awaiting approval', async () => {
    const inviteItem = () => screen.queryByRole('button', { name: 'Invite a clinician' });
    appStore.set(sessionAtom, sessionFor('Delegate'));
    const { unmount } = render(
      <RefnetProviders>
        <AppHeader />
      </RefnetProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Invite a clinician' })).toBeInTheDocument();
    unmount();
    appStore.set(sessionAtom, { ...sessionFor('Clinician'), isVerified: false });
    renderHeader();
    await loadedAccountMenuButton();
    expect(inviteItem()).not.toBeInTheDocument();
  });

  it('opens the invite popup from the main menu, loading it only then, and closes it on Cancel', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    const user = renderHeader();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Invite a clinician' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the invite popup from the keyboard', async () => {
    appStore.set(sessionAtom, sessionFor('Staff'));
    const user = renderHeader();
    const inviteItem = await screen.findByRole('button', { name: 'Invite a clinician' });
    act(() => inviteItem.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('sends a user awaiting approval home to the pending approval page', () => {
    appStore.set(sessionAtom, { ...sessionFor('Clinician'), isVerified: false });
    renderHeader();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/register/pending-account-approval');
  });

  it('badges Referrals with the notification count when it is above 0', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    appStore.set(notificationCountAtom, 3);
    renderHeader();
    const badge = await screen.findByLabelText('3 new referrals or messages');
    expect(badge).toHaveTextContent('Referrals');
    expect(badge.querySelector('.ant-badge-count')).toHaveTextContent('3');
  });

  it.each([0, -1, null])('shows no badge when the count is %p', async (count) => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    appStore.set(notificationCountAtom, count);
    renderHeader();
    expect(await screen.findByText('Referrals')).toBeInTheDocument();
    expect(screen.queryByLabelText(/new referrals/)).not.toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).not.toBeInTheDocument();
  });

  it('shows a delegate no Delegate accounts in the account menu', async () => {
    signInDelegate({});
    const user = renderHeader();
    await user.click(await loadedAccountMenuButton());
    expect(await screen.findByText('View/update')).toBeInTheDocument();
    expect(screen.queryByText('Delegate accounts')).not.toBeInTheDocument();
  });
});
