import { AxiosError, CanceledError } from 'axios';
import { fakeTransport, type FakeReply } from '../testing/fakeTransport';
import { API_TIMEOUT_MS, createApiClient } from './client';
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from './errors';
import { GET_RETRY_DELAYS_MS } from './retryGets';

/** A client whose server gives these answers in turn (the last one again after that), retrying at once. */
function clientAnswering(...replies: FakeReply[]) {
  let next = 0;
  const transport = fakeTransport(() => replies[Math.min(next++, replies.length - 1)]!);
  const client = createApiClient({ adapter: transport.adapter, getRetryDelaysMs: [0, 0] });
  return { client, requests: transport.requests };
}

async function failureOf(request: Promise<unknown>): Promise<ApiRequestError> {
  const outcome = await request.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(outcome)}`);
  return outcome;
}

describe('reads that fail on the way are sent again', () => {
  it.each([502, 503, 504])(
    'a GET answered %i is retried, and its next answer is the result',
    async (status) => {
      const { client, requests } = clientAnswering({ status }, { status: 200, data: { ok: true } });
      await expect(client.get('/patient/list/')).resolves.toMatchObject({ data: { ok: true } });
      expect(requests).toHaveLength(2);
    },
  );

  it('a GET that reaches no server is tried three times in all, then fails as a network error', async () => {
    const { client, requests } = clientAnswering('network-error');
    const failure = await failureOf(client.get('/patient/list/'));
    expect(failure.kind).toBe('network');
    expect(failure.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(requests).toHaveLength(3);
  });

  it('a GET that recovers on its third try succeeds', async () => {
    const { client, requests } = clientAnswering('network-error', { status: 503 }, { status: 200, data: 1 });
    await expect(client.get('/x/')).resolves.toMatchObject({ data: 1 });
    expect(requests.map((request) => request.retriesMade ?? 0)).toEqual([0, 1, 2]);
  });

  it("a GET's last failure is the one reported, with the server's status", async () => {
    const { client } = clientAnswering({ status: 502 }, { status: 503 }, { status: 504, data: {} });
    const failure = await failureOf(client.get('/x/'));
    expect(failure.status).toBe(504);
  });
});

describe('what is never sent again', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'a %s that reaches no server fails at once: it may have happened',
    async (method) => {
      const { client, requests } = clientAnswering('network-error', { status: 200 });
      await failureOf(client.request({ method, url: '/referrals/create/', data: {} }));
      expect(requests).toHaveLength(1);
    },
  );

  it.each([400, 401, 403, 404, 409, 500])('a GET answered %i fails at once', async (status) => {
    const { client, requests } = clientAnswering({ status }, { status: 200 });
    expect((await failureOf(client.get('/x/'))).status).toBe(status);
    expect(requests).toHaveLength(1);
  });

  it('a GET that ran out of time: a person has waited 30 s already', async () => {
    const transport = fakeTransport((request) => {
      throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, request);
    });
    const client = createApiClient({ adapter: transport.adapter, getRetryDelaysMs: [0, 0] });
    expect((await failureOf(client.get('/x/'))).kind).toBe('network');
    expect(transport.requests).toHaveLength(1);
  });

  it('a GET its caller aborted', async () => {
    const transport = fakeTransport((request) => {
      throw new CanceledError(undefined, undefined, request);
    });
    const client = createApiClient({ adapter: transport.adapter, getRetryDelaysMs: [0, 0] });
    await expect(client.get('/x/')).rejects.toBeInstanceOf(ApiRequestError);
    expect(transport.requests).toHaveLength(1);
  });
});

describe('timing', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** A read that fails twice, then succeeds; `random` is what Math.random gives the back-off. */
  function readFailingTwice(random: number) {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(random);
    let answers = 0;
    const transport = fakeTransport(() => (answers++ < 2 ? 'network-error' : { status: 200, data: 'ok' }));
    const reading = createApiClient({ adapter: transport.adapter }).get('/x/');
    return { reading, requests: transport.requests };
  }

  it('waits 0.3 s before the first retry and 1.2 s before the second', async () => {
    const [first, second] = GET_RETRY_DELAYS_MS as [number, number];
    expect([first, second]).toEqual([300, 1_200]);
    const { reading, requests } = readFailingTwice(0.5);
    await jest.advanceTimersByTimeAsync(first - 1);
    expect(requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(second - 1);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(reading).resolves.toMatchObject({ data: 'ok' });
  });

  it.each([
    [0, 240],
    [0.999, 359],
  ])(
    'spreads each wait by up to 20 %% either way (random %d: the first retry after %i ms)',
    async (random, ms) => {
      const { requests } = readFailingTwice(random);
      await jest.advanceTimersByTimeAsync(ms - 1);
      expect(requests).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(2);
      await jest.runAllTimersAsync();
    },
  );

  it('gives every call a time limit, after which it fails instead of loading forever', () => {
    const client = createApiClient();
    expect(client.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(30_000);
  });
});
