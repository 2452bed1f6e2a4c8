import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { sessionFor } from '../testing/sessionFor';
import { AppHeader } from './AppHeader';

jest.setTimeout(20_000);
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

  it('sends a user awaiting approval home to the pending approval page', () => {
    appStore.set(sessionAtom, { ...sessionFor('Clinician'), isVerified: false });
    renderHeader();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/register/pending-account-approval');
  });
});
