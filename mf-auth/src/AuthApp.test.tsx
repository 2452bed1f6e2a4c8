import { render, screen } from '@testing-library/react';
import { RefnetProviders } from '@refnet/shared-ui';
import { AuthApp } from './AuthApp';

jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      // The wizard's reference data never arrives: this test is about which screen shows.
      fetchJobRoles: jest.fn(() => new Promise(() => undefined)),
      fetchInsuranceAgreements: jest.fn(() => new Promise(() => undefined)),
    }),
);

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <RefnetProviders>
      <AuthApp />
    </RefnetProviders>,
  );
}

describe('AuthApp', () => {
  it('shows the login screen at once', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('loads the registration wizard on demand, with a loading state meanwhile', async () => {
    renderAt('/register');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register as a clinician' }),
    ).toBeInTheDocument();
  });

  it('renders nothing for a route another application owns', () => {
    renderAt('/patients');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
