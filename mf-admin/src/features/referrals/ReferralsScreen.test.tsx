import { fireEvent, screen } from '@testing-library/react';
import { fetchAdminReferrals } from '@refnet/shared-ui/admin';
import { signInAs, signOut } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { adminReferral, BEN_PARTY, referralLists } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { ReferralsScreen } from './ReferralsScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminReferrals: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminReferrals);

const LISTS = referralLists({
  open: [adminReferral({ id: 12 }), adminReferral({ id: 9, patientId: 7 })],
  pending: [adminReferral({ id: 15, status: 'PENDING', targetClinician: BEN_PARTY })],
  dna: [adminReferral({ id: 3, status: 'DNA' })],
});

beforeEach(() => {
  signInAs('Full Admin');
  fetchMock.mockResolvedValue(LISTS);
});
afterEach(() => signOut());

async function showReferrals() {
  renderScreen('/staff/referrals', ReferralsScreen);
  expect(screen.getByRole('status')).toHaveTextContent(adminListTexts('referral').loading);
  await screen.findByRole('table', { name: 'Referrals: Open' });
}

const openTab = (label: string) => fireEvent.click(screen.getByRole('tab', { name: label }));

describe('Referrals (admin)', () => {
  it('opens on Open: row number, padded id, created on, patient id and the referrer with job title', async () => {
    await showReferrals();
    expect(tabLabels()).toEqual(['Open', 'Pending', 'Accepted', 'Booked', 'DNA']);
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(columnHeaders('Referrals: Open')).toEqual(['No.', 'ID', 'Created On', 'Patient ID', 'Referrer']);
    const [first, second] = tableRows('Referrals: Open');
    expect(first).toEqual(['1', '00012', '09:30 05/01/2026', '00042', 'Dr Ada OkaforGeneral Practitioner']);
    expect(second?.slice(0, 2)).toEqual(['2', '00009']);
  });

  it('adds the target clinician with job title on the other tabs', async () => {
    await showReferrals();
    openTab('Pending');
    expect(columnHeaders('Referrals: Pending')).toContain('Target Clinician');
    expect(tableRows('Referrals: Pending')[0]?.[5]).toBe('Mr Ben HartConsultant Urologist');
  });

  it('says No target clinician when a DNA has none', async () => {
    await showReferrals();
    openTab('DNA');
    expect(tableRows('Referrals: DNA')[0]?.[5]).toBe('No target clinician');
  });

  it('shows Created On in UK time, as the download does: BST in summer, not the browser’s zone', async () => {
    fetchMock.mockResolvedValue(
      referralLists({ open: [adminReferral({ id: 21, createdOn: '2026-07-05T23:30:00Z' })] }),
    );
    await showReferrals();
    expect(tableRows('Referrals: Open')[0]?.[2]).toBe('00:30 06/07/2026');
  });

  it('says when a tab has no referrals', async () => {
    await showReferrals();
    openTab('Booked');
    expect(screen.getByText('No referrals to display at the moment')).toBeInTheDocument();
  });
});
