import { screen } from '@testing-library/react';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { fetchAdminPatients } from '@refnet/shared-ui/admin';
import { signInAs, signOut } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { anonymisedPatient } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows } from '../../testing/renderScreen';
import { PatientsScreen } from './PatientsScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminPatients: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminPatients);

beforeEach(() => signInAs('Staff'));
afterEach(() => signOut());

describe('Patients (admin)', () => {
  it('shows each patient by padded id, age and sex, who added them and when', async () => {
    fetchMock.mockResolvedValue({
      patients: [
        anonymisedPatient(),
        anonymisedPatient({ id: 7, currentAge: 67, sex: 'Female', createdOn: '2026-01-31T23:30:00Z' }),
      ],
    });
    renderScreen('/staff/patients', PatientsScreen);
    expect(screen.getByRole('status')).toHaveTextContent(adminListTexts('patient').loading);
    await screen.findByRole('table', { name: 'Patients' });
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(columnHeaders('Patients')).toEqual(['ID', 'Px Ref', 'Created By', 'Created At']);
    expect(tableRows('Patients')).toEqual([
      ['00042', '42M', 'Dr Ada Okafor', '03/02/2026'],
      ['00007', '67F', 'Dr Ada Okafor', '31/01/2026'],
    ]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says when there are no patients', async () => {
    fetchMock.mockResolvedValue({ patients: [] });
    renderScreen('/staff/patients', PatientsScreen);
    expect(await screen.findByText(ADMIN_TEXTS.noPatients)).toBeInTheDocument();
    expect(ADMIN_TEXTS.noPatients).toBe('No patients to display at the moment');
    expect(screen.getByRole('button', { name: 'Download Patients List' })).toBeInTheDocument();
  });
});
