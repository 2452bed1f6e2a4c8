/** What the stand-in fetch answers: a status with an optional JSON body, or a failure to throw. */
export type FetchAnswer = { status: number; body?: unknown } | Error;

/**
 * Installs a stand-in for the browser's fetch (jsdom has neither fetch nor Response) that answers each call
 * with the next of `answers` (the last one again once they run out), as much of a Response as RefNet reads
 * (ok, status, json()). Returns the mock, to see what was asked.
 */
export function fetchAnswering(...answers: FetchAnswer[]) {
  const queue = [...answers];
  const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => {
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer) throw new Error('fetchAnswering was given no answer');
    if (answer instanceof Error) throw answer;
    const { status, body = {} } = answer;
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}
