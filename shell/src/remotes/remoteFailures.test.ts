import { getAppStatus } from 'single-spa';
import { appStore } from '@refnet/shared-ui';
import { failedRemotesAtom, noteRemoteLoading, syncFailedRemotes } from './remoteFailures';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), getAppStatus: jest.fn() }));
const statusOf = getAppStatus as jest.MockedFunction<typeof getAppStatus>;

function givenStatuses(statuses: Record<string, string>) {
  statusOf.mockImplementation((name) => statuses[name] ?? 'NOT_LOADED');
}

describe('syncFailedRemotes', () => {
  beforeEach(() => appStore.set(failedRemotesAtom, new Set()));

  it('lists the remotes single-spa holds in LOAD_ERROR', () => {
    givenStatuses({ mf_patients: 'LOAD_ERROR', mf_auth: 'MOUNTED' });
    syncFailedRemotes();
    expect([...appStore.get(failedRemotesAtom)]).toEqual(['mf_patients']);
  });

  it('forgets a failure once a retry has mounted the remote', () => {
    givenStatuses({ mf_patients: 'LOAD_ERROR' });
    syncFailedRemotes();
    givenStatuses({ mf_patients: 'MOUNTED' });
    syncFailedRemotes();
    expect(appStore.get(failedRemotesAtom).size).toBe(0);
  });

  it('keeps the same set when nothing changed, so the page does not re-render', () => {
    givenStatuses({ mf_admin: 'LOAD_ERROR' });
    syncFailedRemotes();
    const before = appStore.get(failedRemotesAtom);
    syncFailedRemotes();
    expect(appStore.get(failedRemotesAtom)).toBe(before);
  });
});

describe('noteRemoteLoading', () => {
  beforeEach(() => appStore.set(failedRemotesAtom, new Set(['mf_patients', 'mf_admin'])));

  it('takes down the card of a remote single-spa is loading again, and no other', () => {
    noteRemoteLoading('mf_patients');
    expect([...appStore.get(failedRemotesAtom)]).toEqual(['mf_admin']);
  });

  it('leaves the set alone for a remote that had not failed', () => {
    const before = appStore.get(failedRemotesAtom);
    noteRemoteLoading('mf_auth');
    expect(appStore.get(failedRemotesAtom)).toBe(before);
  });
});
