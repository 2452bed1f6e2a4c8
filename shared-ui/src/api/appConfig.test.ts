import { saveSession } from '../state/session';
import { fetchAnswering } from '../testing/fakeFetch';
import { appConfig, clinicianSession } from '../testing/fixtures';
import { fetchAppConfig } from './appConfig';
import { ApiRequestError } from './errors';

const NO_WAIT = [0, 0];
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiRequestError) => error,
  );

afterEach(() => localStorage.clear());

describe('fetchAppConfig', () => {
  it('GETs /config.json from the page origin without a token, and checks the answer', async () => {
    saveSession(clinicianSession);
    const fetchMock = fetchAnswering({ status: 200, body: appConfig });
    await expect(fetchAppConfig()).resolves.toEqual(appConfig);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/config.json');
    expect(Object.keys(init?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends it again after a 503 and a dropped connection, like the API client’s reads', async () => {
    const fetchMock = fetchAnswering({ status: 503 }, new TypeError('Failed to fetch'), {
      status: 200,
      body: appConfig,
    });
    await expect(fetchAppConfig(NO_WAIT)).resolves.toEqual(appConfig);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last retry with the network error', async () => {
    const fetchMock = fetchAnswering(...Array.from({ length: 3 }, () => new TypeError('Failed to fetch')));
    const error = await failure(fetchAppConfig(NO_WAIT));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error?.kind).toBe('network');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not send it again after a 404 or a timeout', async () => {
    const notFound = fetchAnswering({ status: 404 });
    expect(await failure(fetchAppConfig(NO_WAIT))).toMatchObject({ kind: 'response', status: 404 });
    expect(notFound).toHaveBeenCalledTimes(1);

    const timedOut = fetchAnswering(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await failure(fetchAppConfig(NO_WAIT))).toMatchObject({ kind: 'network' });
    expect(timedOut).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that is not a configuration', async () => {
    fetchAnswering({ status: 200, body: { remotes: 'nowhere' } });
    expect(await failure(fetchAppConfig(NO_WAIT))).toMatchObject({ kind: 'invalid-response' });
  });
});
