import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { RefnetProviders } from '@refnet/shared-ui';
import { screenStub, signInAs, signOut } from '@refnet/shared-ui/testing';
import { AdminApp } from './AdminApp';

// Stubs show which screen the route loaded, so the test waits for a small lazy chunk, not a real screen.
jest.mock('./features/lists', () => ({
  UsersScreen: screenStub('UsersScreen'),
  CliniciansScreen: screenStub('CliniciansScreen'),
  PatientsScreen: screenStub('PatientsScreen'),
  ReferralsScreen: screenStub('ReferralsScreen'),
  InsurersScreen: screenStub('InsurersScreen'),
}));
jest.mock('./features/add-admin/AddAdminScreen', () => ({ AddAdminScreen: screenStub('AddAdminScreen') }));
jest.mock('./features/downloads/DownloadScreen', () => ({ DownloadScreen: screenStub('DownloadScreen') }));
jest.mock('./features/api-tokens/ApiTokensScreen', () => ({
  ApiTokensScreen: screenStub('ApiTokensScreen'),
}));

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <RefnetProviders>
      <BrowserRouter>
        <AdminApp />
      </BrowserRouter>
    </RefnetProviders>,
  );
}

beforeEach(() => signInAs('Full Admin'));
afterEach(() => signOut());

describe('AdminApp', () => {
  it.each([
    ['/staff/users', 'UsersScreen'],
    ['/staff/clinician-roles', 'CliniciansScreen'],
    ['/staff/patients', 'PatientsScreen'],
    ['/staff/referrals', 'ReferralsScreen'],
    ['/staff/insurers', 'InsurersScreen'],
    ['/staff/api-tokens', 'ApiTokensScreen'],
    ['/staff/add-admin', 'AddAdminScreen'],
    ['/admin/users-list-download', 'DownloadScreen'],
    ['/admin/crps-list-download', 'DownloadScreen'],
    ['/admin/patients-list-download', 'DownloadScreen'],
    ['/admin/referrals-list-download', 'DownloadScreen'],
    ['/admin/insurers-list-download', 'DownloadScreen'],
  ])('loads the screen of %s on demand', async (path, screenName) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: `${screenName} at ${path}` }),
    ).toBeInTheDocument();
  });

  it('renders nothing for a route another application owns', () => {
    renderAt('/patients');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
