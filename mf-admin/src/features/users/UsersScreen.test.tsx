import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { appStore, globalMessageAtom } from '@refnet/shared-ui';
import { fetchAdminUserProfiles, setUserVerification } from '@refnet/shared-ui/admin';
import { chooseOption, signInAs, signOut, staffSession, viewportOf } from '@refnet/shared-ui/testing';
import { adminListTexts } from '../../components/adminListTexts';
import { adminUser, manyUsers, userLists } from '../../testing/adminFixtures';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { UsersScreen } from './UsersScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminUserProfiles: jest.fn(),
  setUserVerification: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminUserProfiles);
const setVerificationMock = jest.mocked(setUserVerification);

const ADA = adminUser();
const SAM = adminUser({
  id: 2,
  title: 'Mr',
  firstName: 'Sam',
  lastName: 'Patel',
  email: 'sam@refnet.example',
  isStaff: true,
  isVerified: true,
  jobRole: [],
  registrationNumber: '',
});
const BEN = adminUser({
  id: 8,
  firstName: 'Ben',
  lastName: 'Hart',
  email: 'ben@example.org',
  isVerified: true,
});
const LISTS = userLists({ users: [SAM, BEN], unverified: [ADA], operations: [SAM] });

beforeEach(() => {
  signInAs('Staff');
  fetchMock.mockResolvedValue(LISTS);
});
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
  appStore.set(globalMessageAtom, null);
});

async function showUsers(url = '/staff/users') {
  renderScreen(url, UsersScreen);
  await screen.findByRole('tablist');
  await screen.findAllByText(/to display at the moment|@/);
}

const openTab = (label: string) => fireEvent.click(screen.getByRole('tab', { name: label }));

describe('Users', () => {
  it('says it is loading, then shows the Users tab first with its columns', async () => {
    renderScreen('/staff/users', UsersScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(adminListTexts('user').loading);
    expect(adminListTexts('user').loading).toBe('Loading admin users list...');
    await screen.findByRole('table', { name: 'Users: Users' });
    expect(tabLabels()).toEqual(['Users', 'Unverified Users', 'Deactivated Users', 'Operations Users']);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(columnHeaders('Users: Users')).toEqual(['ID', 'Name', 'Email', 'Staff', 'Unverify', 'Two-factor']);
    expect(tableRows('Users: Users')).toEqual([
      ['00002', 'Mr Sam Patel', 'sam@refnet.example', '', 'Unverify', 'Off'],
      ['00008', 'Dr Ben Hart', 'ben@example.org', '', 'Unverify', 'Off'],
    ]);
  });

  it('ticks staff green and crosses the others red', async () => {
    await showUsers();
    const [sam, ben] = within(screen.getByRole('table', { name: 'Users: Users' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(sam!).getByRole('img', { name: 'Yes' })).toHaveStyle({ color: '#1a7f37' });
    expect(within(ben!).getByRole('img', { name: 'No' })).toHaveStyle({ color: '#b42318' });
  });

  it('shows each tab with its own columns, and keeps the tab in the address', async () => {
    await showUsers();
    openTab('Unverified Users');
    expect(columnHeaders('Users: Unverified Users')).toEqual([
      'ID',
      'Name',
      'Email',
      'Staff',
      'Verify',
      'Two-factor',
    ]);
    expect(tableRows('Users: Unverified Users')).toEqual([
      ['00005', 'Dr Ada Okafor', 'ada@example.org', '', 'Verify', 'Off'],
    ]);
    expect(window.location.search).toBe('?group=unverified');
    openTab('Operations Users');
    expect(columnHeaders('Users: Operations Users')).toEqual(['ID', 'Name', 'Two-factor']);
    openTab('Deactivated Users');
    expect(screen.getByText('No deactivated users to display at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens on the tab the address names', async () => {
    renderScreen('/staff/users?group=operations', UsersScreen);
    await screen.findByRole('table', { name: 'Users: Operations Users' });
    expect(screen.getByRole('tab', { name: 'Operations Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('verifies a user from the popup, then shows the message and the lists as they now are', async () => {
    const message = { variant: 'success', message: 'Dr Ada Okafor is now verified.' } as const;
    setVerificationMock.mockResolvedValue({ message, users: [SAM, BEN, { ...ADA, isVerified: true }] });
    await showUsers('/staff/users?group=unverified');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Ada Okafor' }));

    const popup = await screen.findByRole('dialog', { name: 'Verify user' });
    for (const [label, value] of [
      ['Title', 'Dr'],
      ['First name', 'Ada'],
      ['Last name', 'Okafor'],
      ['Email', 'ada@example.org'],
      ['Job role', 'Consultant – Urology'],
      ['Registration body', 'GMC'],
      ['Registration number', '7654321'],
    ] as const) {
      expect(within(popup).getByText(label).closest('tr')).toHaveTextContent(`${label}${value}`);
    }
    fetchMock.mockResolvedValue(userLists({ users: [SAM, BEN, { ...ADA, isVerified: true }] }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(message));
    expect(setVerificationMock).toHaveBeenCalledWith(5, true);
    expect(await screen.findByText('No unverified users to display at the moment')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    openTab('Users');
    expect(tableRows('Users: Users').map((row) => row[1])).toEqual([
      'Mr Sam Patel',
      'Dr Ben Hart',
      'Dr Ada Okafor',
    ]);
  });

  it('offers Unverify for a verified user, and Close leaves them as they are', async () => {
    await showUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Unverify Ben Hart' }));
    const popup = await screen.findByRole('dialog', { name: 'Unverify user' });
    expect(within(popup).getByRole('button', { name: 'Unverify' })).toBeInTheDocument();
    // The footer's Close, not the corner's × (also named Close).
    const close = within(popup)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    fireEvent.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setVerificationMock).not.toHaveBeenCalled();
  });

  it('shows a dash, not "None", for the details a user has not given', async () => {
    const bare = adminUser({
      id: 9,
      title: '',
      firstName: 'Kit',
      lastName: 'Bare',
      jobRole: [],
      registrationNumber: '',
    });
    fetchMock.mockResolvedValue(userLists({ unverified: [bare] }));
    await showUsers('/staff/users?group=unverified');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Kit Bare' }));
    const popup = await screen.findByRole('dialog', { name: 'Verify user' });
    for (const label of ['Title', 'Job role', 'Registration body', 'Registration number']) {
      expect(within(popup).getByText(label).closest('tr')).toHaveTextContent(`${label}—`);
    }
    expect(within(popup).queryByText('None')).not.toBeInTheDocument();
  });

  it('disables the change for a staff account when a staff member is signed in, and says why', async () => {
    await showUsers();
    const sams = screen.getByRole('button', { name: 'Unverify Sam Patel' });
    expect(sams).toBeDisabled();
    expect(sams).toHaveAccessibleDescription(ADMIN_TEXTS.adminVerificationFullAdminOnly);
    fireEvent.click(sams);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bens = screen.getByRole('button', { name: 'Unverify Ben Hart' });
    expect(bens).toBeEnabled();
    expect(bens).not.toHaveAccessibleDescription();
  });

  it("lets a full admin change another admin's verification but not their own", async () => {
    signInAs('Full Admin');
    const self = adminUser({
      id: 3,
      userId: staffSession.user.id,
      firstName: 'Fay',
      lastName: 'Admin',
      email: 'fay@refnet.example',
      isStaff: true,
      isVerified: true,
    });
    fetchMock.mockResolvedValue(userLists({ users: [SAM, self], operations: [SAM, self] }));
    await showUsers();
    expect(screen.getByRole('button', { name: 'Unverify Sam Patel' })).toBeEnabled();
    const own = screen.getByRole('button', { name: 'Unverify Fay Admin' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription(ADMIN_TEXTS.ownVerificationLocked);
  });

  it("shows the server's refusal and keeps the popup open", async () => {
    const refusal = { variant: 'danger', message: 'User not found.' } as const;
    const { ApiRequestError } = jest.requireActual('@refnet/shared-ui');
    setVerificationMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 404,
        message: refusal.message,
        serverMessage: refusal,
      }),
    );
    await showUsers('/staff/users?group=unverified');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Ada Okafor' }));
    const popup = await screen.findByRole('dialog', { name: 'Verify user' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(screen.getByRole('dialog', { name: 'Verify user' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows 25 users without a pager', async () => {
    fetchMock.mockResolvedValue(userLists({ users: manyUsers(25) }));
    await showUsers();
    expect(tableRows('Users: Users')).toHaveLength(25);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages 26 users 25 at a time', async () => {
    fetchMock.mockResolvedValue(userLists({ users: manyUsers(26) }));
    await showUsers();
    expect(tableRows('Users: Users')).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Displaying 1 to 25 of 26');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(tableRows('Users: Users').map((row) => row[0])).toEqual(['00026']);
  });

  it('offers to retry when the list cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down'));
    renderScreen('/staff/users', UsersScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent(adminListTexts('user').failed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Users: Users' })).toBeInTheDocument();
  });

  it('offers the groups as a dropdown on narrow screens', async () => {
    viewportOf(768);
    renderScreen('/staff/users', UsersScreen);
    await screen.findByRole('table', { name: 'Users: Users' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await chooseOption('Select user group', 'Unverified Users');
    expect(await screen.findByRole('table', { name: 'Users: Unverified Users' })).toBeInTheDocument();
  });

  it('starts the users download from Download Users List', async () => {
    await showUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Download Users List' }));
    expect(window.location.pathname).toBe('/admin/users-list-download');
  });
});
