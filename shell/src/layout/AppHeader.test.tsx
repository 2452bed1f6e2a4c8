import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { sessionFor } from '../testing/sessionFor';
import { AppHeader } from './AppHeader';

afterEach(() => appStore.set(sessionAtom, null));

function renderHeader() {
  render(
    <RefnetProviders>
      <AppHeader />
    </RefnetProviders>,
  );
  return userEvent.setup();
}

describe('AppHeader', () => {
  it('opens the feature suggestion popup from the account menu, loading it only then', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    const user = renderHeader();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByText('Suggest a feature'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Suggest a feature')).toBeInTheDocument();
  });

  it('shows "Invite a clinician" in the main menu of a verified user, not of one awaiting approval', () => {
    const inviteItem = () => screen.queryByRole('button', { name: 'Invite a clinician' });
    appStore.set(sessionAtom, sessionFor('Delegate'));
    const { unmount } = render(
      <RefnetProviders>
        <AppHeader />
      </RefnetProviders>,
    );
    expect(inviteItem()).toBeInTheDocument();
    unmount();
    appStore.set(sessionAtom, { ...sessionFor('Clinician'), isVerified: false });
    renderHeader();
    expect(inviteItem()).not.toBeInTheDocument();
  });

  it('opens the invite popup from the main menu, loading it only then, and closes it on Cancel', async () => {
    appStore.set(sessionAtom, sessionFor('Clinician'));
    const user = renderHeader();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite a clinician' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the invite popup from the keyboard', async () => {
    appStore.set(sessionAtom, sessionFor('Staff'));
    const user = renderHeader();
    act(() => screen.getByRole('button', { name: 'Invite a clinician' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('sends a user awaiting approval home to the pending approval page', () => {
    appStore.set(sessionAtom, { ...sessionFor('Clinician'), isVerified: false });
    renderHeader();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/register/pending-account-approval');
  });
});
