/** @jest-environment node */
import { ApiRequestError, appStore, globalMessageAtom } from '@refnet/shared-ui';
import { register } from '@refnet/shared-ui/accounts';
import { REGISTRATION_FAILED_MESSAGE } from '@refnet/contracts/accounts';
import { submitRegistration } from './submitRegistration';
import { toRegisterRequest } from './wizardState';
import { completeState } from '../../testing/registrationFixtures';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  register: jest.fn(),
}));
const registerMock = register as jest.MockedFunction<typeof register>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  appStore.set(globalMessageAtom, null);
});

describe('submitRegistration', () => {
  it('resolves true when the server accepts', async () => {
    registerMock.mockResolvedValue({ message: { variant: 'success', message: 'ok' } });
    await expect(submitRegistration(toRegisterRequest(completeState))).resolves.toBe(true);
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('shows the SPEC danger notice on failure and closes it after 5 s', async () => {
    registerMock.mockRejectedValue(new ApiRequestError({ kind: 'response', status: 500, message: 'boom' }));
    await expect(submitRegistration(toRegisterRequest(completeState))).resolves.toBe(false);
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: REGISTRATION_FAILED_MESSAGE,
    });
    jest.advanceTimersByTime(4999);
    expect(appStore.get(globalMessageAtom)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('shows a 400 answer’s own message and closes it after 5 s', async () => {
    const message = {
      variant: 'danger' as const,
      message: 'Email address has already been used by another user.',
    };
    registerMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 400,
        message: message.message,
        serverMessage: message,
      }),
    );
    await expect(submitRegistration(toRegisterRequest(completeState))).resolves.toBe(false);
    expect(appStore.get(globalMessageAtom)).toEqual(message);
    jest.advanceTimersByTime(4999);
    expect(appStore.get(globalMessageAtom)).toEqual(message);
    jest.advanceTimersByTime(1);
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });
});
