// Test-only: driving the patient form under jest's fake clock (the address check waits 1 s).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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

export const pause = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

/** Replaces a field's text, then lets antd's (asynchronous) validation settle. */
export async function fill(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
  await pause(0);
}
