import { act, render, screen } from '@testing-library/react';
import { getAppStatus } from 'single-spa';
import { appStore, RefnetProviders } from '@refnet/shared-ui';
import { failedRemotesAtom, noteRemoteBeingUpdated, noteRemoteLoading } from './remoteFailures';
import { RemoteOutlet } from './RemoteOutlet';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), getAppStatus: jest.fn() }));
const statusOf = getAppStatus as jest.MockedFunction<typeof getAppStatus>;

let statuses: Record<string, string> = {};

function renderAt(pathname: string) {
  window.history.pushState(null, '', pathname);
  render(
    <RefnetProviders>
      <RemoteOutlet />
    </RefnetProviders>,
  );
}

/** single-spa has finished a route change: every active remote is mounted or has failed. */
function routingDone(now: Record<string, string>) {
  statuses = now;
  act(() => {
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  });
}

const skeleton = () => screen.queryByRole('status', { name: 'Loading...' });

// The retry card comes from the display entry, which the shell loads on demand: have it loaded already.
beforeAll(() => import('@refnet/shared-ui/display'));
beforeEach(() => {
  statuses = {};
  statusOf.mockImplementation((name) => statuses[name] ?? null);
});
afterEach(() => {
  appStore.set(failedRemotesAtom, new Set());
  noteRemoteLoading('mf_admin');
  window.history.pushState(null, '', '/');
});

describe('RemoteOutlet', () => {
  it('shows a skeleton at once while a section loads for the first time, until it has mounted', () => {
    statuses = { mf_patients: 'NOT_LOADED' };
    renderAt('/patients');
    expect(skeleton()).toBeInTheDocument();

    statuses = { mf_patients: 'LOADING_SOURCE_CODE' };
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(skeleton()).toBeInTheDocument();

    routingDone({ mf_patients: 'MOUNTED' });
    expect(skeleton()).not.toBeInTheDocument();
  });

  it('shows no skeleton for a section already loaded once, nor for the shell’s own pages', () => {
    statuses = { mf_referrals: 'NOT_MOUNTED' };
    renderAt('/referrals/inbound');
    expect(skeleton()).not.toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(skeleton()).not.toBeInTheDocument();
  });

  it('replaces the skeleton with the retry card when the section could not be loaded', async () => {
    statuses = { mf_admin: 'LOADING_SOURCE_CODE' };
    renderAt('/staff/users');
    expect(skeleton()).toBeInTheDocument();

    act(() => appStore.set(failedRemotesAtom, new Set(['mf_admin'] as const)));
    routingDone({ mf_admin: 'LOAD_ERROR' });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(skeleton()).not.toBeInTheDocument();
  });

  it('says the section is being updated when the shell refused its build, until it is loaded again', async () => {
    statuses = { mf_admin: 'LOADING_SOURCE_CODE' };
    renderAt('/staff/users');
    act(() => noteRemoteBeingUpdated('mf_admin'));
    act(() => appStore.set(failedRemotesAtom, new Set(['mf_admin'] as const)));
    routingDone({ mf_admin: 'LOAD_ERROR' });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('It is being updated. Please try again in a few minutes.');

    // Retry: single-spa loads it again, and a failure of that attempt is judged on its own.
    act(() => noteRemoteLoading('mf_admin'));
    act(() => appStore.set(failedRemotesAtom, new Set(['mf_admin'] as const)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your connection and try again.');
  });
});
