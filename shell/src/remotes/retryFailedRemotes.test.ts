import { triggerAppChange } from 'single-spa';
import { noteRemoteFailure, RELOAD_AFTER_FAILURE_MS, retryFailedRemotes } from './remoteFailures';

jest.mock('single-spa', () => ({
  ...jest.requireActual('single-spa'),
  getAppStatus: jest.fn(() => 'LOAD_ERROR'),
  triggerAppChange: jest.fn(async () => []),
}));
const reroute = jest.mocked(triggerAppChange);

beforeEach(() => {
  jest.useFakeTimers();
  reroute.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('retryFailedRemotes', () => {
  it('waits until single-spa will load a remote that has just failed, then reroutes once', () => {
    noteRemoteFailure();
    retryFailedRemotes();
    expect(reroute).not.toHaveBeenCalled();
    jest.advanceTimersByTime(RELOAD_AFTER_FAILURE_MS);
    expect(reroute).toHaveBeenCalledTimes(1);
  });

  it('reroutes at once when the failure is old enough', () => {
    noteRemoteFailure();
    jest.advanceTimersByTime(RELOAD_AFTER_FAILURE_MS);
    retryFailedRemotes();
    expect(reroute).toHaveBeenCalledTimes(1);
  });
});
