// Test-only: driving the patient form under jest's fake clock (the address check waits 1 s).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, globalMessageAtom } from '@refnet/shared-ui';
import { checkClinic, fetchInsuranceAgreements } from '@refnet/shared-ui/accounts';
import { AGREEMENTS, signOut } from '@refnet/shared-ui/testing';

export type User = ReturnType<typeof userEvent.setup>;

/** Fake timers, and a user whose typing advances them. */
export function startFakeClock(): User {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
}

export async function stopFakeClock() {
  // Flush the fake clock first: React's scheduler posts through a timer-backed MessageChannel.
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  jest.useRealTimers();
}

/** Answers the form's own look-ups (the test jest.mocks them): the insurers, and every clinic address valid. */
export function answerFormLookups() {
  jest.mocked(fetchInsuranceAgreements).mockResolvedValue({ insuranceAgreements: AGREEMENTS });
  jest.mocked(checkClinic).mockResolvedValue({ addressValid: true });
}

/** Undoes what a form test leaves behind: the fake clock, the global message, the signed-in user. */
export async function cleanUpFormTest() {
  await stopFakeClock();
  appStore.set(globalMessageAtom, null);
  signOut();
}

export const pause = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/**
 * Replaces a field's text, then lets antd's (asynchronous) validation settle. The text is pasted (one
 * change, as a browser's autofill gives): typing it re-renders the whole form at every key.
 */
export async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.paste(text);
  await pause(0);
}
