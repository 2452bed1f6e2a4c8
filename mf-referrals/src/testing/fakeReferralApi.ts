// Test-only: a fake API for mf-referrals' screens, answering through apiClient (restore() puts the real
// transport back). Lists, their pages and the notification count answer from the given data (each list holding
// its groups whole; the API's answers are paged from them), and each referral's timeline from its events;
// anything else from `other`.
import type { InboundReferralsResponse, OutboundReferralsResponse } from '@refnet/contracts/referrals';
import { apiClient } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { firstPagesOfInbound, firstPagesOfOutbound, groupRows, pageOf } from './fakeReferralPages';
import { fakeTimeline } from './fakeTimeline';
import { inboundList, outboundList } from './referralFixtures';

type SentRequest = Parameters<Parameters<typeof fakeTransport>[0]>[0];

export interface FakeReferralApiAnswers {
  inbound?: InboundReferralsResponse | FakeReply;
  outbound?: OutboundReferralsResponse | FakeReply;
  nReferrals?: number;
  /** GET /referrals/{id}/timeline/ (issue 22); by default the referral's state changes (fakeTimeline). */
  timeline?: (referralId: number) => unknown;
  /** Any other call (the transitions, createReferral…); 404 when not given. */
  other?: (request: { method: string; url: string; body: unknown }) => FakeReply;
}

export interface FakeReferralApi {
  /** Every request as "METHOD url", in order. */
  calls: () => string[];
  /** Each request for a group's page: its path and query parameters. */
  pageQueries: () => { url: string; params: unknown }[];
  /** The JSON body of each request to `url`. */
  bodies: (url: string) => unknown[];
  /** The `name` header of each request to `url`. */
  headers: (url: string, name: string) => unknown[];
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
    const groupPage = /^\/referrals\/list\/(inbound|outbound)\/(\w+)$/.exec(request.url ?? '');
    if (groupPage) {
      const list = groupPage[1] === 'inbound' ? answers.inbound : answers.outbound;
      if (isReply(list)) return list;
      return { status: 200, data: pageOf(groupRows(list!, groupPage[2]!), request.params ?? {}) };
    }
    const timeline = /^\/referrals\/(\d+)\/timeline\/$/.exec(request.url ?? '');
    if (timeline) {
      const referralId = Number(timeline[1]);
      const answer =
        answers.timeline?.(referralId) ??
        fakeTimeline(
          referralId,
          isReply(answers.inbound) ? undefined : answers.inbound,
          isReply(answers.outbound) ? undefined : answers.outbound,
        );
      return answer === undefined ? { status: 404 } : asReply(answer);
    }
    switch (request.url) {
      case '/referrals/list/inbound':
        return isReply(answers.inbound) ? answers.inbound : asReply(firstPagesOfInbound(answers.inbound!));
      case '/referrals/list/outbound':
        return isReply(answers.outbound)
          ? answers.outbound
          : asReply(firstPagesOfOutbound(answers.outbound!));
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
    pageQueries: () =>
      transport.requests
        .filter((request) => /^\/referrals\/list\/\w+\/\w+$/.test(request.url ?? ''))
        .map((request) => ({ url: request.url ?? '', params: request.params ?? {} })),
    bodies: (url) => transport.requests.filter((request) => request.url === url).map(bodyOf),
    headers: (url, name) =>
      transport.requests.filter((request) => request.url === url).map((request) => request.headers.get(name)),
    answer: (changes) => {
      answers = { ...answers, ...changes };
    },
    restore: () => {
      apiClient.defaults.adapter = realAdapter;
    },
  };
}
