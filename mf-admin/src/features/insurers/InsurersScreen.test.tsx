import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { appStore, globalMessageAtom } from '@refnet/shared-ui';
import {
  fetchAdminInsuranceAgreements,
  rejectInsuranceAgreement,
  verifyInsuranceAgreement,
} from '@refnet/shared-ui/admin';
import { signInAs, signOut } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { insurer } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { InsurersScreen } from './InsurersScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminInsuranceAgreements: jest.fn(),
  verifyInsuranceAgreement: jest.fn(),
  rejectInsuranceAgreement: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminInsuranceAgreements);
const verifyMock = jest.mocked(verifyInsuranceAgreement);
const rejectMock = jest.mocked(rejectInsuranceAgreement);

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
    expect(columnHeaders('Insurance Providers: Unverified Insurers')).toEqual([
      'ID',
      'INSURER',
      'VERIFY',
      'REJECT',
    ]);
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

  it('asks before rejecting a typed-in insurer, and Cancel leaves it', async () => {
    const user = userEvent.setup({ delay: null });
    await showInsurers('/staff/insurers?group=unverified');
    await user.click(screen.getByRole('button', { name: 'Reject: Vitality – Plus' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Reject Vitality – Plus?');
    expect(question).toHaveTextContent(ADMIN_TEXTS.rejectInsurerExplanation);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(rejectMock).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a typed-in insurer once confirmed, shows the message and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const message = {
      variant: 'success',
      message: ADMIN_TEXTS.insurerRejected('Vitality', 2),
    } as const;
    rejectMock.mockResolvedValue({ message, removedFromClinics: 2 });
    await showInsurers('/staff/insurers?group=unverified');
    fetchMock.mockResolvedValue({ verified: [BUPA], unverified: [] });
    await user.click(screen.getByRole('button', { name: 'Reject: Vitality – Plus' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reject' }));
    expect(rejectMock).toHaveBeenCalledWith(31);
    expect(await screen.findByText('No unverified insurers have been found')).toBeInTheDocument();
    expect(appStore.get(globalMessageAtom)).toEqual(message);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(verifyMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a rejection and keeps the list", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = { variant: 'danger', message: ADMIN_TEXTS.insurerVerifiedCannotBeRejected } as const;
    const { ApiRequestError } = jest.requireActual('@refnet/shared-ui');
    rejectMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 409,
        message: refusal.message,
        serverMessage: refusal,
      }),
    );
    await showInsurers('/staff/insurers?group=unverified');
    await user.click(screen.getByRole('button', { name: 'Reject: Vitality – Plus' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(tableRows('Insurance Providers: Unverified Insurers').map((row) => row[1])).toEqual([
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
