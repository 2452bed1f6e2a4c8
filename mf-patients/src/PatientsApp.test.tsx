import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { RefnetProviders } from '@refnet/shared-ui';
import { screenStub } from '@refnet/shared-ui/testing';
import { PatientsApp } from './PatientsApp';

// Stubs show which screen the route loaded, so the test waits for a small lazy chunk, not a real screen.
jest.mock('./features/list/PatientsScreen', () => ({ PatientsScreen: screenStub('PatientsScreen') }));
jest.mock('./features/form/screens', () => ({
  AddPatientScreen: screenStub('AddPatientScreen'),
  EditPatientScreen: screenStub('EditPatientScreen'),
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
    ['/patients', 'PatientsScreen at /patients'],
    ['/patients/add', 'AddPatientScreen at /patients/add'],
    ['/patients/42/edit', 'EditPatientScreen at /patients/:patientId(\\d+)/edit'],
  ])('loads the screen of %s on demand', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders nothing for a route another application owns', () => {
    renderAt('/profile');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
