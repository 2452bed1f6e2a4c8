import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, globalMessageAtom, profileAtom, RefnetProviders } from '@refnet/shared-ui';
import { deactivateClinic, loadProfile, removeClinic } from '@refnet/shared-ui/accounts';
import { LAST_CLINIC_MESSAGE } from '@refnet/contracts/accounts';
import { profileWith } from '../../testing/testFixtures';
import { DELEGATE_CLINICS_MESSAGE, ManageClinicsView } from './ManageClinicsView';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  removeClinic: jest.fn(),
  deactivateClinic: jest.fn(),
  loadProfile: jest.fn(),
}));

const ok = { message: { variant: 'success' as const, message: 'Clinic updated.' }, clinicianProfiles: [] };

beforeEach(() => {
  (removeClinic as jest.Mock).mockResolvedValue(ok);
  (deactivateClinic as jest.Mock).mockResolvedValue(ok);
  (loadProfile as jest.Mock).mockResolvedValue(profileWith(1));
});
afterEach(() => {
  appStore.set(profileAtom, null);
  appStore.set(globalMessageAtom, null);
});

function renderView(clinics: number) {
  appStore.set(profileAtom, profileWith(clinics));
  render(
    <RefnetProviders>
      <ManageClinicsView />
    </RefnetProviders>,
  );
}

describe('ManageClinicsView', () => {
  it('lists the clinician profiles with their insurers and status', () => {
    renderView(2);
    expect(screen.getByText('Room 2, St Mary')).toBeInTheDocument();
    expect(screen.getByText('Room 2, Guy’s')).toBeInTheDocument();
    expect(screen.getByText('Insurers: Bupa')).toBeInTheDocument();
    expect(screen.getAllByText('Active')).toHaveLength(2);
  });

  it('refuses to remove the last clinic without calling the server', async () => {
    renderView(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(appStore.get(globalMessageAtom)).toEqual({ variant: 'danger', message: LAST_CLINIC_MESSAGE });
    expect(removeClinic).not.toHaveBeenCalled();
  });

  it('removes a clinic after confirmation and reloads the profile', async () => {
    renderView(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
    expect(removeClinic).not.toHaveBeenCalled();
    await screen.findByText('Remove this clinic?');
    const confirm = screen.getAllByRole('button', { name: 'Remove' }).at(-1) as HTMLElement;
    await userEvent.click(confirm);
    await waitFor(() => expect(removeClinic).toHaveBeenCalledWith({ clinicId: 32, userProfileId: 7 }));
    await waitFor(() => expect(loadProfile).toHaveBeenCalled());
    expect(appStore.get(globalMessageAtom)).toEqual(ok.message);
  });

  it('deactivates with the crp id', async () => {
    renderView(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Deactivate' })[0] as HTMLElement);
    await waitFor(() => expect(deactivateClinic).toHaveBeenCalledWith(21, { isDeactivated: true }));
  });

  it("shows a delegate their clinician's clinics read-only, saying who may change them", () => {
    appStore.set(profileAtom, { ...profileWith(2), isDelegate: true });
    render(
      <RefnetProviders>
        <ManageClinicsView />
      </RefnetProviders>,
    );
    expect(screen.getByText(DELEGATE_CLINICS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Room 2, St Mary')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Add a clinic')).not.toBeInTheDocument();
  });
});
