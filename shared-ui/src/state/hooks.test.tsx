import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RefnetProviders } from '../providers';
import { clinicianSession, staffSession } from '../testing/fixtures';
import { globalMessageAtom, sessionAtom } from './atoms';
import { useGlobalMessage, useIsFullAdmin, useIsStaff, useSession } from './hooks';
import { appStore } from './store';

function wrapper({ children }: { children: ReactNode }) {
  return <RefnetProviders>{children}</RefnetProviders>;
}

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(globalMessageAtom, null);
});

describe('useSession and the group hooks', () => {
  it('follow the shared store', () => {
    const { result } = renderHook(
      () => ({ session: useSession(), isStaff: useIsStaff(), isFullAdmin: useIsFullAdmin() }),
      {
        wrapper,
      },
    );
    expect(result.current).toEqual({ session: null, isStaff: false, isFullAdmin: false });

    act(() => appStore.set(sessionAtom, clinicianSession));
    expect(result.current).toEqual({ session: clinicianSession, isStaff: false, isFullAdmin: false });

    act(() => appStore.set(sessionAtom, staffSession));
    expect(result.current.isStaff).toBe(true);
    expect(result.current.isFullAdmin).toBe(false);

    act(() => appStore.set(sessionAtom, { ...staffSession, userGroup: 'Full Admin' }));
    expect(result.current.isStaff).toBe(true);
    expect(result.current.isFullAdmin).toBe(true);
  });
});

describe('useGlobalMessage', () => {
  it('shows and hides the global message', () => {
    const { result } = renderHook(() => useGlobalMessage(), { wrapper });
    act(() => result.current.show({ variant: 'success', message: 'Saved.' }));
    expect(appStore.get(globalMessageAtom)).toEqual({ variant: 'success', message: 'Saved.' });
    act(() => result.current.hide());
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('keeps the same functions between renders', () => {
    const { result, rerender } = renderHook(() => useGlobalMessage(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
