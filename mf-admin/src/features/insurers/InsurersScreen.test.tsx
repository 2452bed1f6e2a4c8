import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, globalMessageAtom } from '@refnet/shared-ui';
import { fetchAdminInsuranceAgreements, verifyInsuranceAgreement } from '@refnet/shared-ui/admin';
import { signInAs, signOut } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { insurer } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { InsurersScreen } from './InsurersScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminInsuranceAgreements: jest.fn(),
  verifyInsuranceAgreement: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminInsuranceAgreements);
const verifyMock = jest.mocked(verifyInsuranceAgreement);

const BUPA = insurer({ id: 11, provider: 'Bupa', policyName: 'Standard', verified: true });
const VITALITY = insurer();

beforeEach(() => {
  signInAs('Staff');
  fetchMock.mockResolvedValue({ verified: [BUPA], unverified: [VITALITY] });
});
afterEach(() => {
  signOut();
  appStore.set(globalMessageAtom, null);
});

async function showInsurers(url = '/staff/insurers') {
  renderScreen(url, InsurersScreen);
  expect(screen.getByRole('status')).toHaveTextContent(adminListTexts('insurer').loading);
  await screen.findByRole('table');
}

describe('Insurance Providers', () => {
  it('is headed Insurance Providers and opens on the verified insurers', async () => {
    await showInsurers();
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Providers' })).toBeInTheDocument();
    expect(tabLabels()).toEqual(['Unverified Insurers', 'Verified Insurers']);
    expect(screen.getByRole('tab', { name: 'Verified Insurers' })).toHaveAttribute('aria-selected', 'true');
    expect(columnHeaders('Insurance Providers: Verified Insurers')).toEqual(['ID', 'INSURER']);
    expect(tableRows('Insurance Providers: Verified Insurers')).toEqual([['00011', 'Bupa']]);
  });

  it('sets an insurer verified, shows the message and reloads the list', async () => {
    const message = { variant: 'success', message: 'Vitality set to verified.' } as const;
    verifyMock.mockResolvedValue({ message, insuranceAgreement: { ...VITALITY, verified: true } });
    await showInsurers('/staff/insurers?group=unverified');
    expect(columnHeaders('Insurance Providers: Unverified Insurers')).toEqual(['ID', 'INSURER', 'VERIFY']);
    fetchMock.mockResolvedValue({ verified: [BUPA, { ...VITALITY, verified: true }], unverified: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Set verified: Vitality – Plus' }));
    expect(verifyMock).toHaveBeenCalledWith(31);
    expect(await screen.findByText('No unverified insurers have been found')).toBeInTheDocument();
    expect(appStore.get(globalMessageAtom)).toEqual(message);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Verified Insurers' }));
    expect(tableRows('Insurance Providers: Verified Insurers').map((row) => row[1])).toEqual([
      'Bupa',
      'Vitality – Plus',
    ]);
  });

  it("shows the server's refusal and keeps the list", async () => {
    const refusal = { variant: 'danger', message: 'This insurer is already verified.' } as const;
    const { ApiRequestError } = jest.requireActual('@refnet/shared-ui');
    verifyMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 409,
        message: refusal.message,
        serverMessage: refusal,
      }),
    );
    await showInsurers('/staff/insurers?group=unverified');
    fireEvent.click(screen.getByRole('button', { name: 'Set verified: Vitality – Plus' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Set verified: Vitality – Plus' })).toBeEnabled();
  });
});
