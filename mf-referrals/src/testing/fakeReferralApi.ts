// Test-only: a fake API for mf-referrals' screens, answering through apiClient (restore() puts the real
// transport back). Lists and the notification count answer from the given data; anything else from `other`.
import type { InboundReferralsResponse, OutboundReferralsResponse } from '@refnet/contracts/referrals';
import { apiClient } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { inboundList, outboundList } from './referralFixtures';

type SentRequest = Parameters<Parameters<typeof fakeTransport>[0]>[0];

export interface FakeReferralApiAnswers {
  inbound?: InboundReferralsResponse | FakeReply;
  outbound?: OutboundReferralsResponse | FakeReply;
  nReferrals?: number;
  /** Any other call (the transitions, createReferral…); 404 when not given. */
  other?: (request: { method: string; url: string; body: unknown }) => FakeReply;
}

export interface FakeReferralApi {
  /** Every request as "METHOD url", in order. */
  calls: () => string[];
  /** The JSON body of each request to `url`. */
  bodies: (url: string) => unknown[];
  /** Changes what the API answers from now on. */
  answer: (answers: Partial<FakeReferralApiAnswers>) => void;
  restore: () => void;
}

const isReply = (answer: unknown): answer is FakeReply =>
  answer === 'network-error' || (typeof answer === 'object' && answer !== null && 'status' in answer);
const asReply = (answer: unknown): FakeReply => (isReply(answer) ? answer : { status: 200, data: answer });
const bodyOf = (request: SentRequest): unknown =>
  typeof request.data === 'string' ? JSON.parse(request.data) : request.data;

export function fakeReferralApi(initial: FakeReferralApiAnswers = {}): FakeReferralApi {
  const realAdapter = apiClient.defaults.adapter;
  let answers: FakeReferralApiAnswers = { inbound: inboundList(), outbound: outboundList(), ...initial };
  const transport = fakeTransport((request) => {
    switch (request.url) {
      case '/referrals/list/inbound':
        return asReply(answers.inbound);
      case '/referrals/list/outbound':
        return asReply(answers.outbound);
      case '/referrals/referral-notifications/':
        return { status: 200, data: { nReferrals: answers.nReferrals ?? 0 } };
      default:
        return (
          answers.other?.({
            method: (request.method ?? 'get').toUpperCase(),
            url: request.url ?? '',
            body: bodyOf(request),
          }) ?? { status: 404 }
        );
    }
  });
  apiClient.defaults.adapter = transport.adapter;
  return {
    calls: () =>
      transport.requests.map((request) => `${(request.method ?? 'get').toUpperCase()} ${request.url}`),
    bodies: (url) => transport.requests.filter((request) => request.url === url).map(bodyOf),
    answer: (changes) => {
      answers = { ...answers, ...changes };
    },
    restore: () => {
      apiClient.defaults.adapter = realAdapter;
    },
  };
}
