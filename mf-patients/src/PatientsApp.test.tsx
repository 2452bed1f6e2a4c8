import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { RefnetProviders } from '@refnet/shared-ui';
import { PatientsApp } from './PatientsApp';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  // The data never arrives: this test is about which screen shows.
  fetchInsuranceAgreements: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@refnet/shared-ui/patients', () => ({
  ...jest.requireActual('@refnet/shared-ui/patients'),
  fetchPatientList: jest.fn(() => new Promise(() => undefined)),
  fetchPatient: jest.fn(() => new Promise(() => undefined)),
}));

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <RefnetProviders>
      <BrowserRouter>
        <PatientsApp />
      </BrowserRouter>
    </RefnetProviders>,
  );
}

describe('PatientsApp', () => {
  it.each([
    ['/patients', 'Patients'],
    ['/patients/add', 'Enter Patient Information'],
    ['/patients/42/edit', 'Update Patient Information'],
  ])('loads the screen of %s on demand', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders nothing for a route another application owns', () => {
    renderAt('/profile');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
