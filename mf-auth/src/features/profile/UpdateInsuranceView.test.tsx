import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, globalMessageAtom, profileAtom, RefnetProviders } from '@refnet/shared-ui';
import { fetchInsuranceAgreements, loadProfile, updateInsuranceAgreements } from '@refnet/shared-ui/accounts';
import { AGREEMENTS, chooseOption } from '@refnet/shared-ui/testing';
import { profileWith } from '../../testing/testFixtures';
import { DELEGATE_INSURANCE_MESSAGE, UpdateInsuranceView } from './UpdateInsuranceView';

jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchInsuranceAgreements: jest.fn(),
      updateInsuranceAgreements: jest.fn(),
      loadProfile: jest.fn(),
    }),
);

const saved = { message: { variant: 'success' as const, message: 'Insurance agreements updated.' } };

beforeEach(() => {
  (fetchInsuranceAgreements as jest.Mock).mockResolvedValue({ insuranceAgreements: AGREEMENTS });
  (updateInsuranceAgreements as jest.Mock).mockResolvedValue(saved);
  (loadProfile as jest.Mock).mockResolvedValue(profileWith(2));
  appStore.set(profileAtom, profileWith(2));
});
afterEach(() => {
  appStore.set(profileAtom, null);
  appStore.set(globalMessageAtom, null);
});

function renderView() {
  render(
    <RefnetProviders>
      <UpdateInsuranceView />
    </RefnetProviders>,
  );
}

describe('UpdateInsuranceView', () => {
  it('saves the agreements of one clinic with its crp id, then reloads the profile', async () => {
    renderView();
    await screen.findByLabelText('Insurance providers');
    await chooseOption('Clinic', 'Room 2, St Mary');
    expect(screen.getByTitle('Bupa')).toBeInTheDocument();
    await chooseOption('Insurance providers', 'AXA Health – Gold');
    await userEvent.type(screen.getByLabelText('New insurance provider'), 'Local Health{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateInsuranceAgreements).toHaveBeenCalledWith({
        crpId: 21,
        existingAgreements: [{ id: 11 }, { id: 12 }],
        newProviders: [{ provider: 'Local Health' }],
      }),
    );
    await waitFor(() => expect(loadProfile).toHaveBeenCalled());
    expect(appStore.get(globalMessageAtom)).toEqual(saved.message);
  });

  it('saves for every clinic without a crp id', async () => {
    renderView();
    await screen.findByLabelText('Insurance providers');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateInsuranceAgreements).toHaveBeenCalledWith({
        existingAgreements: [{ id: 11 }],
        newProviders: [],
      }),
    );
  });

  it('refuses an empty new provider', async () => {
    renderView();
    await screen.findByLabelText('Insurance providers');
    await userEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing new insurance provider.');
  });

  it("shows a delegate their clinician's agreements read-only, saying who may change them", async () => {
    appStore.set(profileAtom, { ...profileWith(2), isDelegate: true });
    renderView();
    expect(await screen.findByText(DELEGATE_INSURANCE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Accepted: Bupa')).toBeInTheDocument();
    expect(screen.queryByLabelText('Insurance providers')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
