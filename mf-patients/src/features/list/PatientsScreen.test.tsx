import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientListResponse } from '@refnet/contracts/patients';
import { appStore, profileAtom, saveSession, sessionAtom } from '@refnet/shared-ui';
import { fetchPatientList, fetchPatientPage } from '@refnet/shared-ui/patients';
import {
  clinicianSession,
  patientFixture,
  patientList,
  signInDelegate,
  viewportOf,
} from '@refnet/shared-ui/testing';
import { firstPagesOf, pagesOf } from '../../testing/fakePatientPages';
import { anonymisedPatient, createdOnDay, manyPatients } from '../../testing/patients';
import { renderPatientsScreen } from '../../testing/renderPatientsScreen';
import { NO_VIEW_PERMISSION_TEXT } from './PatientsScreen';

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

const john = patientFixture({
  id: 1,
  title: 'Mr',
  firstName: 'John',
  lastName: 'Smith',
  createdOn: createdOnDay(1),
});
const joan = patientFixture({
  id: 2,
  title: 'Mrs',
  firstName: 'Joan',
  lastName: 'Smithers',
  createdOn: createdOnDay(3),
});
const jane = patientFixture({ id: 3, title: 'Ms', firstName: 'Jane', lastName: 'Doe', sex: 'Female' });
const amir = patientFixture({ id: 4, title: 'Dr', firstName: 'Amir', lastName: 'Khan' });
const zoe = patientFixture({ id: 5, title: 'Miss', firstName: 'Zoe', lastName: 'Lee' });
const GROUPED = patientList({
  addedPatients: [joan, john],
  referredPatients: [jane],
  pendingPatients: [anonymisedPatient({ id: 77, currentAge: 35, sex: 'Female' })],
  acceptedPatients: [amir],
  completedPatients: [zoe],
});

beforeEach(() => {
  saveSession(clinicianSession);
  window.history.replaceState(null, '', '/patients');
});
afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
});

/** The screen over these whole groups, paged and searched the way the API does it. */
async function showList(list: PatientListResponse = GROUPED) {
  fetchPatientListMock.mockResolvedValue(firstPagesOf(list));
  fetchPatientPageMock.mockImplementation(pagesOf(list));
  renderPatientsScreen();
  await screen.findByRole('table');
}

/** The Name cell of every patient row, in order (not the header, nor the empty table's placeholder row). */
function names(): string[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows
    .filter((row) => !row.classList.contains('ant-table-placeholder'))
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

const openTab = (label: string) => userEvent.click(screen.getByRole('tab', { name: label }));
const search = () => screen.queryByPlaceholderText('Search patient by name');

describe('Patients list', () => {
  it('says it is loading until the list arrives', async () => {
    let answer: (list: PatientListResponse) => void = () => undefined;
    fetchPatientListMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPatientsScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading patients...');
    answer(firstPagesOf(GROUPED));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Loading patients...')).not.toBeInTheDocument();
  });

  it('shows each group in its own tab, under the headers Name, DOB and Sex (and Actions for own patients)', async () => {
    await showList();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Added',
      'Referred',
      'Received',
      'Accepted',
      'Completed',
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'DOB',
      'Sex',
      'Actions',
    ]);
    expect(names()).toEqual(['Mrs Joan Smithers', 'Mr John Smith']);
    expect(screen.getByRole('row', { name: /Mr John Smith/ })).toHaveTextContent('02/04/1980');
    await openTab('Referred');
    expect(names()).toEqual(['Ms Jane Doe']);
    await openTab('Accepted');
    expect(names()).toEqual(['Dr Amir Khan']);
    await openTab('Completed');
    expect(names()).toEqual(['Miss Zoe Lee']);
  });

  it('shows Received patients anonymised, without a search box', async () => {
    await showList();
    expect(search()).toBeInTheDocument();
    await openTab('Received');
    expect(names()).toEqual(['Patient 00077']);
    const row = screen.getByRole('row', { name: /Patient 00077/ });
    expect(row).toHaveTextContent('Age 35');
    expect(row).toHaveTextContent('Female');
    expect(search()).not.toBeInTheDocument();
    await openTab('Accepted');
    expect(search()).toBeInTheDocument();
  });

  it('puts the chosen group in the address', async () => {
    await showList();
    await openTab('Completed');
    expect(window.location.search).toBe('?group=completed');
  });

  it('opens on the group the address names', async () => {
    window.history.replaceState(null, '', '/patients?group=received');
    await showList();
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    expect(names()).toEqual(['Patient 00077']);
  });

  it('searches by name on the server once typing pauses, and suggests changing a search that finds nobody', async () => {
    await showList();
    await userEvent.type(search()!, 'SMITHERS');
    await waitFor(() => expect(names()).toEqual(['Mrs Joan Smithers']));
    expect(fetchPatientPageMock).toHaveBeenCalledTimes(1);
    expect(fetchPatientPageMock).toHaveBeenLastCalledWith('added', { search: 'smithers' });
    await userEvent.clear(search()!);
    await waitFor(() => expect(names()).toEqual(['Mrs Joan Smithers', 'Mr John Smith']));
    await userEvent.type(search()!, 'mr  john');
    await waitFor(() => expect(names()).toEqual(['Mr John Smith']));
    await userEvent.type(search()!, 'x');
    expect(await screen.findByText('Try modifying your search.')).toBeInTheDocument();
    expect(names()).toEqual([]);
    expect(screen.getByText('No patients to display at the moment')).toBeInTheDocument();
  });

  it('says there are no patients, without search advice when nothing is searched', async () => {
    await showList(patientList());
    expect(screen.getByText('No patients to display at the moment')).toBeInTheDocument();
    expect(screen.queryByText('Try modifying your search.')).not.toBeInTheDocument();
  });

  it('switches between newest and oldest first', async () => {
    await showList();
    expect(names()).toEqual(['Mrs Joan Smithers', 'Mr John Smith']);
    await userEvent.click(screen.getByRole('button', { name: 'Set oldest first' }));
    await waitFor(() => expect(names()).toEqual(['Mr John Smith', 'Mrs Joan Smithers']));
    expect(fetchPatientPageMock).toHaveBeenLastCalledWith('added', { order: 'oldest' });
    await userEvent.click(screen.getByRole('button', { name: 'Set newest first' }));
    expect(names()).toEqual(['Mrs Joan Smithers', 'Mr John Smith']);
  });

  it('shows 25 patients without a pager', async () => {
    await showList(patientList({ addedPatients: manyPatients(25) }));
    expect(names()).toHaveLength(25);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages 26 patients, 25 at a time, fetching the next page after the last one shown', async () => {
    const patients = manyPatients(26);
    await showList(patientList({ addedPatients: patients }));
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Mr Patient26 Test');
    expect(fetchPatientPageMock).not.toHaveBeenCalled();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Displaying 1 to 25 of 26');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Mr Patient1 Test']));
    expect(fetchPatientPageMock).toHaveBeenLastCalledWith('added', { after: 2 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Displaying 26 to 26 of 26',
    );
  });

  it('offers to retry a page that could not be loaded', async () => {
    await showList(patientList({ addedPatients: manyPatients(26) }));
    fetchPatientPageMock.mockRejectedValueOnce(new Error('down'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page of patients could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Mr Patient1 Test']));
  });

  it('links own patients to their edit page and offers to add one', async () => {
    await showList();
    expect(screen.getByRole('link', { name: 'Mr John Smith' })).toHaveAttribute('href', '/patients/1/edit');
    expect(screen.getByRole('link', { name: 'Add new patient' })).toHaveAttribute('href', '/patients/add');
    await openTab('Accepted');
    expect(screen.queryByRole('link', { name: 'Dr Amir Khan' })).not.toBeInTheDocument();
  });

  it('lets a delegate open and add patients only with the permissions', async () => {
    signInDelegate({ permissionCreateReferrals: false, permissionManageReferrals: false });
    await showList();
    expect(screen.getByText('Mr John Smith')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mr John Smith' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new patient' })).not.toBeInTheDocument();
  });

  it('tells a delegate without the view permission why the referred groups show nobody', async () => {
    signInDelegate({ permissionViewReferrals: false });
    await showList(patientList({ addedPatients: [john] }));
    expect(names()).toEqual(['Mr John Smith']);
    expect(screen.queryByText(NO_VIEW_PERMISSION_TEXT)).not.toBeInTheDocument();
    for (const label of ['Received', 'Accepted', 'Completed']) {
      await openTab(label);
      expect(screen.getByText(NO_VIEW_PERMISSION_TEXT)).toBeInTheDocument();
      expect(screen.queryByText('No patients to display at the moment')).not.toBeInTheDocument();
    }
    await openTab('Referred');
    expect(screen.queryByText(NO_VIEW_PERMISSION_TEXT)).not.toBeInTheDocument();
  });

  it('offers a delegate nothing until their profile says what they may do', async () => {
    signInDelegate({});
    const profile = appStore.get(profileAtom);
    appStore.set(profileAtom, null);
    await showList();
    expect(screen.queryByRole('link', { name: 'Add new patient' })).not.toBeInTheDocument();
    await openTab('Accepted');
    expect(screen.queryByText(NO_VIEW_PERMISSION_TEXT)).not.toBeInTheDocument();
    act(() => appStore.set(profileAtom, profile));
    expect(screen.getByRole('link', { name: 'Add new patient' })).toBeInTheDocument();
    expect(names()).toEqual(['Dr Amir Khan']);
  });

  it('explains the groups in the Patient Group Information modal', async () => {
    await showList();
    await userEvent.click(screen.getByRole('button', { name: 'Patient Group Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient Group Information' });
    for (const label of ['Added', 'Referred', 'Received', 'Accepted', 'Completed']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('Patients you have added and not referred yet.');
  });

  it('offers a dropdown of groups instead of tabs on narrow screens', async () => {
    viewportOf(768);
    await showList();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select patient group'));
    const options = await screen.findAllByTitle('Referred');
    await userEvent.click(options[options.length - 1] as HTMLElement);
    expect(names()).toEqual(['Ms Jane Doe']);
  });

  it('offers to retry when the list cannot be loaded', async () => {
    fetchPatientListMock
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(firstPagesOf(GROUPED));
    renderPatientsScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('The patients could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Mrs Joan Smithers', 'Mr John Smith']));
  });
});
