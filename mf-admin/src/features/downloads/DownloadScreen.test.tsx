import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '@refnet/contracts';
import { ADMIN_DOWNLOADS, type AdminDownloadKind } from '@refnet/contracts/admin';
import { appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { downloadAdminList } from '@refnet/shared-ui/admin';
import { signInAs, signOut } from '@refnet/shared-ui/testing';
import { DownloadButton } from '../../components/DownloadButton';
import { FROM_ADMIN_LIST } from '../../components/downloadNavigation';
import { DOWNLOAD_FAILED_TEXT, DownloadScreen, PREPARING_DOWNLOAD_TEXT } from './DownloadScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  downloadAdminList: jest.fn(),
}));
const downloadMock = jest.mocked(downloadAdminList);

beforeEach(() => {
  signInAs('Staff');
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
  appStore.set(globalMessageAtom, null);
});

/** Renders the download route at the current address, as OwnedRoutes would. */
function renderDownload() {
  const { route, params } = matchRoute(window.location.pathname)!;
  render(
    <RefnetProviders>
      <BrowserRouter>
        <DownloadScreen route={route} params={params} />
      </BrowserRouter>
    </RefnetProviders>,
  );
}

const here = () => window.location.pathname + window.location.search;

describe('the download routes', () => {
  it('downloads the list, then goes back to the list and tab the Download button was on', async () => {
    let finish: (name: string) => void = () => undefined;
    downloadMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    window.history.pushState(null, '', '/staff/users?group=unverified');
    // As react-router leaves it after the Download button's navigate(route, { state }).
    window.history.pushState({ usr: FROM_ADMIN_LIST, key: 'd1', idx: 2 }, '', '/admin/users-list-download');
    const entries = window.history.length;
    renderDownload();
    expect(screen.getByRole('status')).toHaveTextContent(PREPARING_DOWNLOAD_TEXT);
    expect(downloadMock).toHaveBeenCalledWith('users');
    finish('refnet-users-2026-01-05.xlsx');
    await waitFor(() => expect(here()).toBe('/staff/users?group=unverified'));
    expect(window.history.length).toBe(entries);
    expect(downloadMock).toHaveBeenCalledTimes(1);
  });

  it.each(Object.keys(ADMIN_DOWNLOADS) as AdminDownloadKind[])(
    'opened directly, downloads %s and replaces itself with its list',
    async (kind) => {
      downloadMock.mockResolvedValue('file.xlsx');
      window.history.pushState(null, '', ADMIN_DOWNLOADS[kind].route);
      const entries = window.history.length;
      renderDownload();
      await waitFor(() => expect(here()).toBe(ADMIN_DOWNLOADS[kind].returnTo));
      expect(downloadMock).toHaveBeenCalledWith(kind);
      expect(window.history.length).toBe(entries);
    },
  );

  it('logs a failed download, says so calmly and still goes back', async () => {
    const failure = new Error('Network Error');
    downloadMock.mockRejectedValue(failure);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState(null, '', '/admin/referrals-list-download');
    renderDownload();
    await waitFor(() => expect(here()).toBe('/staff/referrals'));
    expect(log).toHaveBeenCalledWith(failure);
    expect(appStore.get(globalMessageAtom)).toEqual({ variant: 'danger', message: DOWNLOAD_FAILED_TEXT });
  });
});

describe('DownloadButton', () => {
  it('opens the download route, marked as coming from the list', () => {
    window.history.replaceState(null, '', '/staff/insurers?group=unverified');
    render(
      <RefnetProviders>
        <BrowserRouter>
          <DownloadButton kind="insurers" />
        </BrowserRouter>
      </RefnetProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Insurers List' }));
    expect(here()).toBe('/admin/insurers-list-download');
    expect(window.history.state).toMatchObject({ usr: FROM_ADMIN_LIST });
  });
});
