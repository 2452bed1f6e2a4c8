import { fireEvent, screen } from '@testing-library/react';
import { fetchAdminClinicianRoleProfiles } from '@refnet/shared-ui/admin';
import { JOB_ROLES, signInAs, signOut } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { adminCrp, clinicianLists } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { CliniciansScreen } from './CliniciansScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminClinicianRoleProfiles: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminClinicianRoleProfiles);

const ADA = adminCrp({ jobRole: [JOB_ROLES[3]!, JOB_ROLES[1]!] });
const BEN_NO_CLINIC = adminCrp({
  id: 81,
  userProfile: { id: 8, title: 'Mr', firstName: 'Ben', lastName: 'Hart', email: 'ben@example.org' },
  clinic: null,
  registrationNumber: '',
  isVerified: false,
});
const person = { title: 'Mr', firstName: 'Sam', lastName: 'Patel', email: 'sam@refnet.example' };
const LISTS = clinicianLists({
  staff: [
    { id: 2, ...person, isFullAdmin: true },
    { id: 3, ...person, firstName: 'Kim', isFullAdmin: false },
  ],
  clinicians: [ADA],
  unverified: [BEN_NO_CLINIC],
  delegates: [
    {
      id: 900,
      title: 'Ms',
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.org',
      clinician: ADA.userProfile,
      isActive: true,
    },
  ],
});

beforeEach(() => {
  signInAs('Staff');
  fetchMock.mockResolvedValue(LISTS);
});
afterEach(() => signOut());

async function showClinicians() {
  renderScreen('/staff/clinician-roles', CliniciansScreen);
  expect(screen.getByRole('status')).toHaveTextContent(adminListTexts('clinician').loading);
  await screen.findByRole('table', { name: 'Clinicians: Clinicians' });
}

const openTab = (label: string) => fireEvent.click(screen.getByRole('tab', { name: label }));

describe('Clinicians', () => {
  it('opens on the Clinicians tab: role, centre with address, registration body and number', async () => {
    await showClinicians();
    expect(adminListTexts('clinician').loading).toBe('Loading admin clinicians list...');
    expect(screen.getByRole('heading', { level: 1, name: 'Clinicians' })).toBeInTheDocument();
    expect(tabLabels()).toEqual(['Staff', 'Clinicians', 'Unverified', 'Delegates', 'Deactivated']);
    expect(screen.getByRole('tab', { name: 'Clinicians' })).toHaveAttribute('aria-selected', 'true');
    expect(columnHeaders('Clinicians: Clinicians')).toEqual([
      'ID',
      'Name',
      'Email',
      'Role',
      'Centre',
      'Registration',
    ]);
    expect(tableRows('Clinicians: Clinicians')).toEqual([
      [
        '00070',
        'Dr Ada Okafor',
        'ada@example.org',
        'Consultant – UrologyConsultant – Orthopaedic Surgery – Hip',
        'St Mary’s HospitalPraed St, London, W2 1NY',
        'GMC 7654321',
      ],
    ]);
  });

  it('says No clinic for a clinician without one', async () => {
    await showClinicians();
    openTab('Unverified');
    expect(tableRows('Clinicians: Unverified')).toEqual([
      ['00081', 'Mr Ben Hart', 'ben@example.org', 'Consultant – Urology', 'No clinic', 'GMC'],
    ]);
  });

  it('shows staff with a tick for the site admins', async () => {
    await showClinicians();
    openTab('Staff');
    expect(columnHeaders('Clinicians: Staff')).toEqual(['ID', 'Name', 'Site Admin']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Mr Sam Patel');
    expect(screen.getByRole('img', { name: 'Yes' }).closest('tr')).toBe(rows[0]);
    expect(screen.getByRole('img', { name: 'No' }).closest('tr')).toBe(rows[1]);
  });

  it('shows delegates by ID, Name and Email', async () => {
    await showClinicians();
    openTab('Delegates');
    expect(columnHeaders('Clinicians: Delegates')).toEqual(['ID', 'Name', 'Email']);
    expect(tableRows('Clinicians: Delegates')).toEqual([['00900', 'Ms Priya Shah', 'priya@example.org']]);
  });

  it('names the empty tab', async () => {
    await showClinicians();
    openTab('Deactivated');
    expect(screen.getByText('No deactivated clinicians to display at the moment')).toBeInTheDocument();
  });

  it('starts the clinicians download from Download Clinicians List', async () => {
    await showClinicians();
    fireEvent.click(screen.getByRole('button', { name: 'Download Clinicians List' }));
    expect(window.location.pathname).toBe('/admin/crps-list-download');
  });
});
