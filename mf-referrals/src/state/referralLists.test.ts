import { REFERRAL_REFETCH_MS } from '@refnet/contracts/referrals';
import { apiClient, appStore, clearSession } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { inboundList, outboundList, receivedReferral } from '../testing/referralFixtures';
import {
  inboundListAtom,
  loadReferralList,
  loadReferralListIfStale,
  markReferralListsStale,
  outboundListAtom,
} from './referralLists';

const INBOUND = inboundList({ waiting: [receivedReferral('Pending')] });
const OUTBOUND = outboundList();

const realAdapter = apiClient.defaults.adapter;
let answer: (url: string | undefined) => FakeReply;
let transport: ReturnType<typeof fakeTransport>;
beforeEach(() => {
  answer = (url) => ({ status: 200, data: url === '/referrals/list/inbound' ? INBOUND : OUTBOUND });
  transport = fakeTransport((request) => answer(request.url));
  apiClient.defaults.adapter = transport.adapter;
  clearSession();
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** Holds the answers to the next `count` requests (each as due when sent) until released by index. */
function holdAnswers(count: number) {
  const gates = Array.from({ length: count }, () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  });
  let sent = 0;
  apiClient.defaults.adapter = (config) => {
    const reply = transport.adapter(config);
    const gate = gates[sent++];
    return gate ? gate.opened.then(() => reply) : reply;
  };
  return (index: number) => gates[index]!.open();
}

const requestedUrls = () => transport.requests.map((request) => request.url);

describe('referral lists', () => {
  it('fetch a list only when absent or older than the refetch interval (SPEC §4)', async () => {
    await loadReferralListIfStale('inbound');
    expect(appStore.get(inboundListAtom)?.data).toEqual(INBOUND);
    const requestedAt = appStore.get(inboundListAtom)!.requestedAt!;
    await loadReferralListIfStale('inbound', requestedAt + REFERRAL_REFETCH_MS - 1);
    expect(requestedUrls()).toEqual(['/referrals/list/inbound']);
    await loadReferralListIfStale('inbound', requestedAt + REFERRAL_REFETCH_MS);
    expect(requestedUrls()).toEqual(['/referrals/list/inbound', '/referrals/list/inbound']);
  });

  it('fetch both lists again after they are marked stale, keeping the rows meanwhile', async () => {
    await Promise.all([loadReferralList('inbound'), loadReferralList('outbound')]);
    markReferralListsStale();
    expect(appStore.get(inboundListAtom)).toEqual({ data: INBOUND, requestedAt: null });
    await Promise.all([loadReferralListIfStale('inbound'), loadReferralListIfStale('outbound')]);
    expect(requestedUrls()).toHaveLength(4);
    expect(appStore.get(outboundListAtom)?.requestedAt).toEqual(expect.any(Number));
  });

  it('share one request between callers asking at the same time', async () => {
    await Promise.all([loadReferralList('outbound'), loadReferralListIfStale('outbound')]);
    expect(requestedUrls()).toEqual(['/referrals/list/outbound']);
  });

  it('empty a list whose fetch failed, and pass the failure on', async () => {
    await loadReferralList('inbound');
    answer = () => ({ status: 500 });
    await expect(loadReferralList('inbound')).rejects.toThrow();
    expect(appStore.get(inboundListAtom)).toBeNull();
  });

  it('forget the lists on logout, dropping an answer that arrives afterwards', async () => {
    await loadReferralList('outbound');
    const late = loadReferralList('inbound');
    clearSession();
    await late;
    expect(appStore.get(inboundListAtom)).toBeNull();
    expect(appStore.get(outboundListAtom)).toBeNull();
  });

  it('fetch again after a mark rather than share a request sent before it', async () => {
    const release = holdAnswers(1);
    const beforeAction = loadReferralList('inbound');
    markReferralListsStale();
    const changed = inboundList({ waiting: [] });
    answer = () => ({ status: 200, data: changed });
    const refreshed = loadReferralList('inbound');
    release(0);
    await Promise.all([beforeAction, refreshed]);
    expect(requestedUrls()).toEqual(['/referrals/list/inbound', '/referrals/list/inbound']);
    expect(appStore.get(inboundListAtom)).toEqual({ data: changed, requestedAt: expect.any(Number) });
  });

  it('keep an answer to a request sent before the latest mark stale', async () => {
    const release = holdAnswers(1);
    const beforeAction = loadReferralList('outbound');
    markReferralListsStale();
    release(0);
    await beforeAction;
    expect(appStore.get(outboundListAtom)).toEqual({ data: OUTBOUND, requestedAt: null });
  });

  it('keep sharing the running request when an older one (of a previous session) ends', async () => {
    const release = holdAnswers(2);
    const previousSession = loadReferralList('inbound');
    clearSession();
    const current = loadReferralList('inbound');
    release(0);
    await previousSession;
    const sharing = loadReferralList('inbound');
    release(1);
    await Promise.all([current, sharing]);
    expect(requestedUrls()).toHaveLength(2);
  });
});
