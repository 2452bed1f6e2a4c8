import { apiClient } from '@refnet/shared-ui';
import { fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import { fetchReferralTimeline, markReferralConversationRead, postReferralMessage } from './conversation';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function serverAnswering(reply: FakeReply) {
  const transport = fakeTransport(() => reply);
  apiClient.defaults.adapter = transport.adapter;
  return transport;
}

const TIMELINE = {
  entries: [],
  earlier: null,
  viewer: 'sender',
  receiverHasAccepted: false,
  canPost: true,
  unread: false,
};

describe('conversation calls (issue 22)', () => {
  it('GETs a page of the timeline, the newest or the one before a cursor', async () => {
    const transport = serverAnswering({ status: 200, data: TIMELINE });
    await expect(fetchReferralTimeline(12)).resolves.toEqual(TIMELINE);
    await fetchReferralTimeline(12, '2026-03-14T09:05:01.123456Z_1_42');
    expect(transport.requests.map((request) => [request.method, request.url, request.params])).toEqual([
      ['get', '/referrals/12/timeline/', {}],
      ['get', '/referrals/12/timeline/', { before: '2026-03-14T09:05:01.123456Z_1_42' }],
    ]);
  });

  it('refuses an answer that breaks the contract', async () => {
    serverAnswering({ status: 200, data: { ...TIMELINE, viewer: 'staff' } });
    await expect(fetchReferralTimeline(12)).rejects.toThrow();
  });

  it('POSTs a message (a correction names the message it corrects) and a read mark', async () => {
    const entry = {
      kind: 'message',
      id: 5,
      at: '2026-03-14T09:05:01.123Z',
      actor: { id: 7, title: 'Dr', firstName: 'Ada', lastName: 'Okafor' },
      onBehalfOf: null,
      side: 'sender',
      body: 'Tuesday.',
      correctsMessageId: 4,
    };
    const transport = serverAnswering({
      status: 200,
      data: { message: { variant: 'success', message: 'Message sent.' }, entry, nUnreadConversations: 0 },
    });
    await expect(postReferralMessage(12, { body: 'Tuesday.', correctsMessageId: 4 })).resolves.toMatchObject({
      entry,
    });
    await expect(markReferralConversationRead(12)).resolves.toEqual({ nUnreadConversations: 0 });
    expect(transport.requests.map((request) => [request.method, request.url, request.data])).toEqual([
      ['post', '/referrals/12/messages/', JSON.stringify({ body: 'Tuesday.', correctsMessageId: 4 })],
      ['post', '/referrals/12/read/', undefined],
    ]);
  });
});
