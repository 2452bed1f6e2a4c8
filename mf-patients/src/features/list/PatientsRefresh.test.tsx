import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, saveSession, sessionAtom } from '@refnet/shared-ui';
import { fetchPatientList, fetchPatientPage } from '@refnet/shared-ui/patients';
import { clinicianSession, patientFixture, patientList } from '@refnet/shared-ui/testing';
import { firstPagesOf, pagesOf } from '../../testing/fakePatientPages';
import { renderPatientsScreen } from '../../testing/renderPatientsScreen';

jest.mock('@refnet/shared-ui/patients', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/patients'), {
      fetchPatientList: jest.fn(),
      fetchPatientPage: jest.fn(),
    }),
);
const fetchPatientListMock = jest.mocked(fetchPatientList);
const fetchPatientPageMock = jest.mocked(fetchPatientPage);

const john = patientFixture({ id: 1, title: 'Mr', firstName: 'John', lastName: 'Smith' });
const jane = patientFixture({ id: 3, title: 'Ms', firstName: 'Jane', lastName: 'Doe', sex: 'Female' });

beforeEach(() => {
  saveSession(clinicianSession);
  window.history.replaceState(null, '', '/patients');
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(sessionAtom, null);
  localStorage.clear();
});

describe('/patients Refresh', () => {
  it('fetches the list again, keeping the table on screen meanwhile, and shows a newly added patient', async () => {
    const before = patientList({ addedPatients: [john] });
    const after = patientList({ addedPatients: [jane, john] });
    fetchPatientListMock.mockResolvedValueOnce(firstPagesOf(before));
    fetchPatientPageMock.mockImplementation(pagesOf(after));
    renderPatientsScreen();
    expect(await screen.findByText('Mr John Smith')).toBeInTheDocument();

    let answer: () => void = () => undefined;
    fetchPatientListMock.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(firstPagesOf(after)))),
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(refresh);
    expect(refresh).toHaveClass('ant-btn-loading');
    expect(screen.getByText('Mr John Smith')).toBeInTheDocument();

    answer();
    expect(await screen.findByText('Ms Jane Doe')).toBeInTheDocument();
    await waitFor(() => expect(refresh).not.toHaveClass('ant-btn-loading'));
    expect(fetchPatientListMock).toHaveBeenCalledTimes(2);
  });
});
