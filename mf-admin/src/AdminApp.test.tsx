import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { RefnetProviders } from '@refnet/shared-ui';
import { signInAs, signOut } from '@refnet/shared-ui/testing';
import { AdminApp } from './AdminApp';

jest.mock('@refnet/shared-ui/admin', () => {
  // The data never arrives: these tests are about which screen shows.
  const never = () => new Promise(() => undefined);
  return {
    ...jest.requireActual('@refnet/shared-ui/admin'),
    fetchAdminUserProfiles: jest.fn(never),
    fetchAdminClinicianRoleProfiles: jest.fn(never),
    fetchAdminPatients: jest.fn(never),
    fetchAdminReferrals: jest.fn(never),
    fetchAdminInsuranceAgreements: jest.fn(never),
    downloadAdminList: jest.fn(never),
  };
});

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
    ['/staff/users', 'Users'],
    ['/staff/clinician-roles', 'Clinicians'],
    ['/staff/patients', 'Patients'],
    ['/staff/referrals', 'Referrals'],
    ['/staff/insurers', 'Insurance Providers'],
    ['/staff/add-admin', 'Add new admin user'],
    ['/admin/users-list-download', 'Download users list'],
    ['/admin/insurers-list-download', 'Download insurers list'],
  ])('loads the screen of %s on demand', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders nothing for a route another application owns', () => {
    renderAt('/patients');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
