import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  appStore,
  INITIAL_NOTIFICATION_COUNT,
  notificationCountAtom,
  RefnetProviders,
} from '@refnet/shared-ui';
import { useNotificationCountChange } from './useNotificationCountChange';

function watchCount() {
  const onChange = jest.fn();
  renderHook(() => useNotificationCountChange(onChange), {
    wrapper: ({ children }: { children: ReactNode }) => <RefnetProviders>{children}</RefnetProviders>,
  });
  return onChange;
}

const countBecomes = (count: number | null) => act(() => appStore.set(notificationCountAtom, count));

afterEach(() => appStore.set(notificationCountAtom, INITIAL_NOTIFICATION_COUNT));

describe('useNotificationCountChange', () => {
  it('calls back when the loaded count goes up or down, once per change', () => {
    appStore.set(notificationCountAtom, 2);
    const onChange = watchCount();
    countBecomes(3);
    countBecomes(3);
    countBecomes(1);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not call back for the first load, nor for a failed one', () => {
    const onChange = watchCount();
    countBecomes(4);
    countBecomes(null);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('compares across a failed load with the last count it knew', () => {
    appStore.set(notificationCountAtom, 4);
    const onChange = watchCount();
    countBecomes(null);
    countBecomes(4);
    expect(onChange).not.toHaveBeenCalled();
    countBecomes(null);
    countBecomes(5);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('starts afresh after sign-out empties the badge', () => {
    appStore.set(notificationCountAtom, 4);
    const onChange = watchCount();
    countBecomes(INITIAL_NOTIFICATION_COUNT);
    countBecomes(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});
