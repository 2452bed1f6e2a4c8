import { REFERRAL_MESSAGES, type CreateReferralRequest } from '@refnet/contracts/referrals';
import { AxiosHeaders } from 'axios';
import { apiClient } from '../api/client';
import { replyingWith } from '../testing/fakeTransport';
import { acceptReferral, createReferral } from './calls';

const sent = { variant: 'success', message: REFERRAL_MESSAGES.sent } as const;
const request: CreateReferralRequest = {
  patientId: 1,
  crpId: 2,
  jobRoleId: 3,
  mainDescription: 'Reduced vision.',
  patientHistory: 'None.',
  specifiedClinician: false,
};

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

describe('the referral changes ask for the message alone', () => {
  it('createReferral sends Prefer: return=minimal and takes the message-only answer', async () => {
    const transport = replyingWith({ status: 200, data: { message: sent } });
    apiClient.defaults.adapter = transport.adapter;
    await expect(createReferral(request)).resolves.toEqual({ message: sent });
    expect(AxiosHeaders.from(transport.requests[0]!.headers).get('Prefer')).toBe('return=minimal');
  });

  it('createReferral refuses an answer of neither shape: a broken referral is not dropped silently', async () => {
    const whole = { message: sent, referral: { id: 7 } };
    apiClient.defaults.adapter = replyingWith({ status: 200, data: whole }).adapter;
    await expect(createReferral(request)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('acceptReferral sends Prefer: return=minimal and takes the empty groups', async () => {
    const transport = replyingWith({
      status: 200,
      data: { message: sent, waiting: [], accepted: [], open: [] },
    });
    apiClient.defaults.adapter = transport.adapter;
    await expect(acceptReferral(5)).resolves.toEqual({ message: sent });
    expect(AxiosHeaders.from(transport.requests[0]!.headers).get('Prefer')).toBe('return=minimal');
  });
});
