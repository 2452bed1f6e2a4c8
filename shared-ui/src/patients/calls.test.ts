import { MAX_ROW_ID } from '@refnet/contracts/accounts';
import { apiClient } from '../api/client';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { fakeTransport, replyingWith } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { PATIENT_FORM_FIELDS, patientFixture } from '../testing/patients';
import {
  createPatient,
  deletePatient,
  fetchPatient,
  fetchPatientList,
  fetchPatientReferrals,
  updatePatient,
} from './calls';

const realAdapter = apiClient.defaults.adapter;
beforeEach(() => saveSession(clinicianSession));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

function answering(data: unknown, status = 200) {
  const transport = replyingWith({ status, data });
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

const patient = patientFixture();
const saved = { variant: 'success', message: 'Patient created successfully.' } as const;

const form = PATIENT_FORM_FIELDS;

function sentFields(transport: ReturnType<typeof answering>): Record<string, FormDataEntryValue> {
  const data = transport.requests[0]?.data;
  expect(data).toBeInstanceOf(FormData);
  return Object.fromEntries((data as FormData).entries());
}

describe('createPatient and updatePatient', () => {
  it('POST every SPEC §7.3 field as form data, optional ones empty, a self-payer as 0', async () => {
    const transport = answering({ message: saved, currentPatient: { success: true, patient } });
    await expect(createPatient(form)).resolves.toEqual({
      message: saved,
      currentPatient: { success: true, patient },
    });
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/patient/create/' });
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-abc');
    expect(sentFields(transport)).toEqual({
      title: 'Mr',
      firstName: 'John',
      lastName: 'Smith',
      patientReference: '',
      dob: '1980-04-02',
      sex: 'Male',
      primaryEmail: 'john@example.org',
      primaryPhoneNumber: '+442079460000',
      firstLine: '',
      city: '',
      postcode: 'W2 1NY',
      isSelfPayer: 'true',
      insuranceProviderId: '0',
      consent: 'true',
    });
  });

  it('PUT the update to the patient, an insurer as its id', async () => {
    const transport = answering({ message: saved, patient });
    await updatePatient(42, { ...form, insuranceProviderId: 11 });
    expect(transport.requests[0]).toMatchObject({ method: 'put', url: '/patient/update/42/' });
    expect(sentFields(transport)).toMatchObject({ isSelfPayer: 'false', insuranceProviderId: '11' });
  });
});

describe('reading and removing', () => {
  it.each([
    [
      'fetchPatientList',
      () => fetchPatientList(),
      'get',
      '/patient/list/',
      {
        addedPatients: [patient],
        referredPatients: [],
        pendingPatients: [],
        acceptedPatients: [],
        completedPatients: [],
      },
    ],
    ['fetchPatient', () => fetchPatient(42), 'get', '/patient/42/', { currentPatient: patient }],
    [
      'fetchPatientReferrals',
      () => fetchPatientReferrals(42),
      'get',
      '/patient/referrals/42/',
      { activeReferrals: [], inactiveReferrals: [], currentPatientReferrals: [] },
    ],
    [
      'deletePatient',
      () => deletePatient(42),
      'delete',
      '/patient/delete/42/',
      { message: { variant: 'success', message: 'Patient removed.' }, patientId: 42 },
    ],
  ])('%s calls %s %s', async (_name, call, method, url, answer) => {
    const transport = answering(answer);
    await expect(call()).resolves.toEqual(answer);
    expect(transport.requests[0]).toMatchObject({ method, url });
  });

  it('rejects an answer that breaks the contract', async () => {
    answering({ addedPatients: [] });
    await expect(fetchPatientList()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it("carries the server's 404", async () => {
    answering({ message: { variant: 'danger', message: 'Patient not found.' } }, 404);
    await expect(fetchPatient(43)).rejects.toMatchObject({ status: 404, message: 'Patient not found.' });
  });
});

describe('the patient id (SPEC §5)', () => {
  it.each([
    ['fetchPatient', () => fetchPatient(0)],
    ['deletePatient', () => deletePatient(Number.NaN)],
    ['updatePatient', () => updatePatient(-1, form)],
    ['fetchPatientReferrals', () => fetchPatientReferrals(0)],
    ['fetchPatient', () => fetchPatient(1.5)],
    ['fetchPatient', () => fetchPatient(MAX_ROW_ID + 1)],
  ])('%s sends nothing without an id that can be a row', async (name, call) => {
    const transport = fakeTransport(() => ({ status: 200, data: {} }));
    apiClient.defaults.adapter = transport.adapter;
    await expect(call()).rejects.toMatchObject({
      kind: 'missing-parameter',
      message: `Required parameter patientId was empty or zero when calling ${name}.`,
    });
    expect(transport.requests).toHaveLength(0);
  });

  it('names a missing id', async () => {
    await expect(fetchPatient(undefined as unknown as number)).rejects.toMatchObject({
      message: 'Required parameter patientId was null or undefined when calling fetchPatient.',
    });
  });
});
