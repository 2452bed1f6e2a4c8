import { apiClient } from '../api/client';
import { fakeTransport, type FakeReply } from '../testing/fakeTransport';
import { serverState } from './serverState';

const realAdapter = apiClient.defaults.adapter;
const HELD_KEY = ['/patient/list/'];

/** Holds an answer, sends `method` `url` answered with `reply`, and says whether the answer went stale. */
async function heldAnswerStaleAfter(
  method: 'get' | 'post' | 'put' | 'delete',
  reply: FakeReply,
  changesNothing = false,
): Promise<boolean | undefined> {
  serverState.setQueryData(HELD_KEY, { patients: [] });
  apiClient.defaults.adapter = fakeTransport(() => reply).adapter;
  await apiClient.request({ method, url: '/somewhere/', changesNothing }).catch(() => undefined);
  return serverState.getQueryState(HELD_KEY)?.isInvalidated;
}

afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  serverState.clear();
});

describe('answers held by the data layer after a call through the API client', () => {
  it.each(['post', 'put', 'delete'] as const)('go stale after a %s that succeeded', async (method) => {
    expect(await heldAnswerStaleAfter(method, { status: 200, data: {} })).toBe(true);
  });

  it.each([404, 409, 410])(
    'go stale after a write refused with %s (the screen showed an old state)',
    async (status) => {
      expect(await heldAnswerStaleAfter('post', { status })).toBe(true);
    },
  );

  it('stay current after a read', async () => {
    expect(await heldAnswerStaleAfter('get', { status: 200, data: {} })).toBe(false);
  });

  it('stay current after a POST that only asks (a search, a check)', async () => {
    expect(await heldAnswerStaleAfter('post', { status: 200, data: {} }, true)).toBe(false);
  });

  it('stay current after a write refused for its input, or that failed on the way', async () => {
    expect(await heldAnswerStaleAfter('post', { status: 400, data: {} })).toBe(false);
    expect(await heldAnswerStaleAfter('post', 'network-error')).toBe(false);
  });
});
