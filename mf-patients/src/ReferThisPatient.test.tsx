import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import { RefnetProviders, saveSession } from '@refnet/shared-ui';
import { fetchInsuranceAgreements } from '@refnet/shared-ui/accounts';
import { fetchPatient, fetchPatientList, fetchPatientPage } from '@refnet/shared-ui/patients';
import {
  AGREEMENTS,
  clinicianSession,
  patientFixture,
  patientList,
  signInDelegate,
  signOut,
} from '@refnet/shared-ui/testing';
import { firstPagesOf, pagesOf } from './testing/fakePatientPages';
import { createdOnDay } from './testing/patients';
import { renderPatientsScreen } from './testing/renderPatientsScreen';
import { EditPatientScreen } from './features/form/EditPatientScreen';

jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchInsuranceAgreements: jest.fn(),
      checkClinic: jest.fn().mockResolvedValue({ addressValid: true }),
    }),
);
jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatient: jest.fn(),
      fetchPatientList: jest.fn(),
      fetchPatientPage: jest.fn(),
    }),
);

const WAIT = { timeout: 10_000 };
const john = patientFixture({ id: 1, firstName: 'John', lastName: 'Smith', createdOn: createdOnDay(1) });
const jane = patientFixture({ id: 3, title: 'Ms', firstName: 'Jane', lastName: 'Doe', sex: 'Female' });
const amir = patientFixture({ id: 4, title: 'Dr', firstName: 'Amir', lastName: 'Khan' });
const LIST = patientList({ addedPatients: [john], referredPatients: [jane], acceptedPatients: [amir] });

beforeEach(() => {
  saveSession(clinicianSession);
  window.history.replaceState(null, '', '/patients');
  jest.mocked(fetchPatientList).mockResolvedValue(firstPagesOf(LIST));
  jest.mocked(fetchPatientPage).mockImplementation(pagesOf(LIST));
  jest.mocked(fetchPatient).mockResolvedValue({ currentPatient: john });
  jest.mocked(fetchInsuranceAgreements).mockResolvedValue({ insuranceAgreements: AGREEMENTS });
});
afterEach(signOut);

async function showList() {
  renderPatientsScreen();
  await screen.findByRole('table', {}, WAIT);
}

async function showEditPage() {
  render(
    <RefnetProviders>
      <EditPatientScreen route={matchRoute('/patients/1/edit')!.route} params={{ patientId: '1' }} />
    </RefnetProviders>,
  );
  await screen.findByRole('form', { name: 'Update Patient Information' }, WAIT);
}

describe('"Refer this patient" on /patients', () => {
  it('opens the referral wizard for the patient of the row', async () => {
    await showList();
    const refer = screen.getByRole('link', { name: 'Refer this patient: Mr John Smith' });
    expect(refer).toHaveAttribute('href', '/referral/patient-selected/1/add');
    expect(refer).toHaveTextContent('Refer this patient');
  });

  it('is offered for referred patients too', async () => {
    await showList();
    await userEvent.click(screen.getByRole('tab', { name: 'Referred' }));
    expect(
      await screen.findByRole('link', { name: 'Refer this patient: Ms Jane Doe' }, WAIT),
    ).toHaveAttribute('href', '/referral/patient-selected/3/add');
  });

  it('is not offered for patients kept by another clinician', async () => {
    await showList();
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    await screen.findByText('Dr Amir Khan', {}, WAIT);
    expect(screen.queryByRole('link', { name: /Refer this patient/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('is not offered to a delegate who may not make referrals', async () => {
    signInDelegate({ permissionCreateReferrals: false, permissionManageReferrals: true });
    await showList();
    expect(screen.getByRole('link', { name: 'Mr John Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Refer this patient/ })).not.toBeInTheDocument();
  });
});

describe('"Refer this patient" on the patient’s edit page', () => {
  it('opens the referral wizard for this patient', async () => {
    await showEditPage();
    expect(screen.getByRole('link', { name: 'Refer this patient' })).toHaveAttribute(
      'href',
      '/referral/patient-selected/1/add',
    );
  });

  it('is offered to a delegate who may refer but not edit the patient', async () => {
    signInDelegate({ permissionCreateReferrals: true, permissionManageReferrals: false });
    await showEditPage();
    expect(screen.getByRole('link', { name: 'Refer this patient' })).toBeInTheDocument();
  });

  it('is not offered to a delegate who may not make referrals', async () => {
    signInDelegate({ permissionCreateReferrals: false, permissionManageReferrals: true });
    await showEditPage();
    expect(screen.queryByRole('link', { name: 'Refer this patient' })).not.toBeInTheDocument();
  });
});
