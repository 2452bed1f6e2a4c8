import type { RegisterRequest } from '@refnet/contracts/accounts';
import { sessionAtom } from '../state/atoms';
import { saveSession } from '../state/session';
import { appStore } from '../state/store';
import { fakeTransport, replyingWith } from '../testing/fakeTransport';
import { clinicianSession } from '../testing/fixtures';
import { apiClient } from '../api/client';
import {
  createClinic,
  deactivateClinic,
  removeClinic,
  updateClinic,
  updateInsuranceAgreements,
} from './clinics';
import { fetchInsuranceAgreements, fetchJobRoles } from './reference-data';
import { checkClinic, checkEmail, register } from './registration';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

function answering(data: unknown) {
  const transport = replyingWith({ status: 200, data });
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

const body = (transport: ReturnType<typeof answering>) => JSON.parse(String(transport.requests[0]?.data));
const profiles = { message: { variant: 'success', message: 'Saved.' }, clinicianProfiles: [] };
const clinic = {
  clinicName: '',
  centreName: 'St Mary',
  address: { firstLine: '1 Praed St', city: 'London', postcode: 'W2 1NY' },
};

describe('public registration calls', () => {
  beforeEach(() => saveSession(clinicianSession));

  it.each([
    [
      'fetchJobRoles',
      () => fetchJobRoles(),
      'get',
      '/job-roles/',
      { jobRoles: [], clinicianTypes: [], specialties: [], doctorIds: [] },
    ],
    [
      'fetchInsuranceAgreements',
      () => fetchInsuranceAgreements(),
      'get',
      '/insurance-agreements/',
      { insuranceAgreements: [] },
    ],
    [
      'checkEmail',
      () => checkEmail({ email: 'ada@example.org' }),
      'post',
      '/register/check-email/',
      { emailValid: true },
    ],
    [
      'checkClinic',
      () => checkClinic({ postcode: 'W2 1NY' }),
      'post',
      '/register/check-clinic/',
      { addressValid: false },
    ],
    [
      'checkClinic (a postcode missing from a limited directory)',
      () => checkClinic({ postcode: 'M1 1AE' }),
      'post',
      '/register/check-clinic/',
      { addressValid: false, reason: 'directoryLimited' },
    ],
  ])('%s calls its path without a token', async (_name, call, method, url, answer) => {
    const transport = answering(answer);
    await expect(call()).resolves.toEqual(answer);
    expect(transport.requests[0]).toMatchObject({ method, url });
    expect(transport.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('register POSTs the body and fails before sending without one', async () => {
    const transport = answering({ message: { variant: 'success', message: 'Thanks.' } });
    const request = { email: 'ada@example.org' } as RegisterRequest;
    await register(request);
    expect(transport.requests[0]).toMatchObject({ method: 'post', url: '/register/' });
    expect(body(transport)).toEqual(request);
    await expect(register(undefined as unknown as RegisterRequest)).rejects.toMatchObject({
      kind: 'missing-parameter',
    });
    expect(transport.requests).toHaveLength(1);
  });

  it('rejects an answer that breaks the contract', async () => {
    answering({ valid: true });
    await expect(checkEmail({ email: 'ada@example.org' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('clinic calls', () => {
  beforeEach(() => saveSession(clinicianSession));

  it('createClinic POSTs the clinic with the token', async () => {
    const transport = answering(profiles);
    await expect(createClinic(clinic)).resolves.toEqual(profiles);
    expect(transport.requests[0]).toMatchObject({
      method: 'post',
      url: '/user/clinician-information/create/',
    });
    expect(transport.requests[0]?.headers.get('Authorization')).toBe('Token token-abc');
    expect(body(transport)).toEqual(clinic);
  });

  it('updateClinic PUTs the flat fields to the clinic id', async () => {
    const transport = answering(profiles);
    const fields = { clinicName: '', centreName: 'St Mary', ...clinic.address };
    await updateClinic(31, fields);
    expect(transport.requests[0]).toMatchObject({
      method: 'put',
      url: '/user/clinician-information/update/31/',
    });
    expect(body(transport)).toEqual(fields);
  });

  it('deactivateClinic PUTs to the crp id', async () => {
    const transport = answering(profiles);
    await deactivateClinic(21, { isDeactivated: false });
    expect(transport.requests[0]).toMatchObject({
      method: 'put',
      url: '/user/clinician-information/deactivate/21/',
    });
    expect(body(transport)).toEqual({ isDeactivated: false });
  });

  it('removeClinic POSTs the clinic and user profile ids', async () => {
    const transport = answering(profiles);
    await removeClinic({ clinicId: 31, userProfileId: 7 });
    expect(transport.requests[0]).toMatchObject({
      method: 'post',
      url: '/user/clinician-information/remove-clinic/',
    });
    expect(body(transport)).toEqual({ clinicId: 31, userProfileId: 7 });
  });

  it('updateInsuranceAgreements PUTs the agreements and reads the message', async () => {
    const transport = answering({ message: { variant: 'success', message: 'Saved.' } });
    const request = { crpId: 21, existingAgreements: [{ id: 11 }], newProviders: [{ provider: 'Local' }] };
    await expect(updateInsuranceAgreements(request)).resolves.toEqual({
      message: { variant: 'success', message: 'Saved.' },
    });
    expect(transport.requests[0]).toMatchObject({
      method: 'put',
      url: '/user/clinician-information/update-insurance-agreements/',
    });
    expect(body(transport)).toEqual(request);
  });

  it('updateClinic fails before sending without a clinic id', async () => {
    const transport = fakeTransport(() => ({ status: 200, data: profiles }));
    apiClient.defaults.adapter = transport.adapter;
    await expect(
      updateClinic(undefined as unknown as number, { clinicName: '', centreName: 'x', ...clinic.address }),
    ).rejects.toMatchObject({
      message: 'Required parameter clinicId was null or undefined when calling updateClinic.',
    });
    expect(transport.requests).toHaveLength(0);
  });
});
