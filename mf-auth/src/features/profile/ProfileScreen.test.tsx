import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import { DEACTIVATE_SUCCESS_MESSAGE } from '@refnet/contracts/accounts';
import { appStore, profileAtom, RefnetProviders } from '@refnet/shared-ui';
import { deactivateAccount, loadProfile } from '@refnet/shared-ui/accounts';
import { profileFixture } from '../../testing/profileFixture';
import { ProfileScreen } from './ProfileScreen';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  loadProfile: jest.fn(),
  deactivateAccount: jest.fn(),
}));
const mockLoadProfile = jest.mocked(loadProfile);
// antd screens render slowly in jsdom on a busy machine.

function renderProfile() {
  const match = matchRoute('/profile');
  if (!match) throw new Error('no /profile route');
  const screenElement = () => (
    <RefnetProviders>
      <ProfileScreen route={match.route} params={match.params} />
    </RefnetProviders>
  );
  const { rerender } = render(screenElement());
  return { rerenderProfile: () => rerender(screenElement()) };
}

const realMatchMedia = window.matchMedia;
function setNarrow(narrow: boolean) {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: narrow && query === '(max-width: 768px)',
    }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
  appStore.set(profileAtom, null);
});

describe('ProfileScreen', () => {
  it('shows the loading state and loads the profile when the store has none', () => {
    mockLoadProfile.mockReturnValue(new Promise(() => undefined));
    renderProfile();
    expect(screen.getByRole('status')).toHaveTextContent('Loading user data.');
    expect(mockLoadProfile).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when loading fails', async () => {
    mockLoadProfile.mockRejectedValueOnce(new Error('down'));
    mockLoadProfile.mockImplementationOnce(async () => {
      const profile = profileFixture();
      appStore.set(profileAtom, profile);
      return profile;
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Dr Ada Okafor' })).toBeInTheDocument();
    expect(mockLoadProfile).toHaveBeenCalledTimes(2);
  });

  it('shows the profile already in the store without loading it again', () => {
    appStore.set(profileAtom, profileFixture());
    renderProfile();
    expect(mockLoadProfile).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Dr Ada Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Sports Physiotherapist')).toBeInTheDocument();
    expect(screen.getByText('HCPC PH12345')).toBeInTheDocument();
    expect(screen.getByText('Knees and shoulders.')).toBeInTheDocument();
    expect(screen.getByText('ada@example.org, +44 20 7946 0000')).toBeInTheDocument();
    expect(screen.getByText('09/03/2024')).toBeInTheDocument();
    expect(screen.getByLabelText('No profile picture')).toBeInTheDocument();
  });

  it('names the registration body once when the number was typed with it ("HCPC PH12345")', () => {
    const profile = profileFixture();
    appStore.set(
      profileAtom,
      profileFixture({ userProfile: { ...profile.userProfile, registrationNumber: 'HCPC PH12345' } }),
    );
    renderProfile();
    expect(screen.getByText('HCPC PH12345')).toBeInTheDocument();
    expect(screen.queryByText(/HCPC HCPC/)).not.toBeInTheDocument();
  });

  it('switches views from the side menu on wide screens', async () => {
    appStore.set(profileAtom, profileFixture());
    renderProfile();
    const menu = screen.getByRole('menu', { name: 'Profile views' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile',
      'Update Information',
      'Change password',
      'Two-factor sign-in',
      'Manage clinics',
      'Update insurance agreements',
      'Update notification settings',
      'API tokens',
    ]);
    await userEvent.click(within(menu).getByText('Change password'));
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await userEvent.click(within(menu).getByText('Update notification settings'));
    expect(screen.getByLabelText('E-mail me when I receive a referral')).toBeChecked();
  });

  it('uses a dropdown instead of the menu on narrow screens', async () => {
    setNarrow(true);
    appStore.set(profileAtom, profileFixture());
    renderProfile();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Select profile view' }));
    await userEvent.click(await screen.findByTitle('Update Information'));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  });

  it('hides the notification settings from delegates', () => {
    appStore.set(profileAtom, profileFixture({ isDelegate: true, notificationSettings: null }));
    renderProfile();
    const menu = screen.getByRole('menu', { name: 'Profile views' });
    expect(within(menu).queryByText('Update notification settings')).not.toBeInTheDocument();
    expect(within(menu).getByText('Update Information')).toBeInTheDocument();
  });

  it('has a Deactivate account button', async () => {
    appStore.set(profileAtom, profileFixture());
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('keeps the deactivation outcome on screen when the width crosses 768 px', async () => {
    jest.mocked(deactivateAccount).mockResolvedValue({ message: { variant: 'success', message: 'ok' } });
    appStore.set(profileAtom, profileFixture());
    const { rerenderProfile } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(DEACTIVATE_SUCCESS_MESSAGE)).toBeInTheDocument();
    setNarrow(true);
    rerenderProfile();
    expect(screen.getByRole('combobox', { name: 'Select profile view' })).toBeInTheDocument();
    expect(screen.getByText(DEACTIVATE_SUCCESS_MESSAGE)).toBeInTheDocument();
  });
});
