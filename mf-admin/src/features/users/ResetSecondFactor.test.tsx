import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SECOND_FACTOR_TEXTS } from '@refnet/contracts/second-factor';
import { apiClient, appStore, globalMessageAtom } from '@refnet/shared-ui';
import { fetchAdminUserProfiles } from '@refnet/shared-ui/admin';
import { fakeTransport, signInAs, signOut, staffSession, type FakeReply } from '@refnet/shared-ui/testing';
import { adminUser, userLists } from '../../testing/adminFixtures';
import { renderScreen, tableRows } from '../../testing/renderScreen';
import { resetQuestion } from './ResetSecondFactorButton';
import { UsersScreen } from './UsersScreen';

jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  fetchAdminUserProfiles: jest.fn(),
}));
const fetchMock = jest.mocked(fetchAdminUserProfiles);

const BEN = adminUser({
  id: 8,
  userId: 108,
  firstName: 'Ben',
  lastName: 'Hart',
  isVerified: true,
  hasSecondFactor: true,
});
const CARA = adminUser({ id: 9, userId: 109, firstName: 'Cara', lastName: 'Lind', isVerified: true });
const SAM = adminUser({
  id: 2,
  userId: 102,
  firstName: 'Sam',
  lastName: 'Patel',
  isStaff: true,
  isVerified: true,
  hasSecondFactor: true,
});

const realAdapter = apiClient.defaults.adapter;
let requests: { method?: string; url?: string }[] = [];

/** The reset call goes through the app's API client, answered by `reply`. */
function serverAnswering(reply: FakeReply) {
  const transport = fakeTransport(() => reply);
  apiClient.defaults.adapter = transport.adapter;
  requests = transport.requests;
}

beforeEach(() => {
  signInAs('Staff');
  fetchMock.mockResolvedValue(userLists({ users: [SAM, BEN, CARA], operations: [SAM] }));
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  signOut();
  appStore.set(globalMessageAtom, null);
});

async function showUsers() {
  renderScreen('/staff/users', UsersScreen);
  await screen.findByRole('table', { name: 'Users: Users' });
}

const resetButton = (name: string) =>
  screen.getByRole('button', { name: `Reset two-factor sign-in of ${name}` });

describe('Two-factor column of the users list', () => {
  it('says On with Reset for users who have it, Off for the others', async () => {
    await showUsers();
    expect(tableRows('Users: Users').map((row) => [row[1], row.at(-1)])).toEqual([
      ['Dr Sam Patel', 'OnReset'],
      ['Dr Ben Hart', 'OnReset'],
      ['Dr Cara Lind', 'Off'],
    ]);
  });

  it('resets once confirmed, shows the answer and asks for the list again', async () => {
    const message = { variant: 'success', message: SECOND_FACTOR_TEXTS.reset('Ben Hart') } as const;
    serverAnswering({ status: 200, data: { message } });
    await showUsers();
    fireEvent.click(resetButton('Ben Hart'));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent(resetQuestion(BEN));
    fetchMock.mockResolvedValue(userLists({ users: [SAM, { ...BEN, hasSecondFactor: false }, CARA] }));
    fireEvent.click(within(question).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(message));
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'delete /staff/users/108/second-factor/',
    ]);
    await waitFor(() => expect(tableRows('Users: Users')[1]?.at(-1)).toBe('Off'));
  });

  it('cancelling sends nothing', async () => {
    serverAnswering({ status: 500 });
    await showUsers();
    fireEvent.click(resetButton('Ben Hart'));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const refusal = { variant: 'danger', message: SECOND_FACTOR_TEXTS.resetNone } as const;
    serverAnswering({ status: 409, data: { message: refusal } });
    await showUsers();
    fireEvent.click(resetButton('Ben Hart'));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
  });

  it('is disabled for a staff account unless a full admin is signed in, and for one’s own', async () => {
    await showUsers();
    expect(resetButton('Sam Patel')).toBeDisabled();
    expect(resetButton('Sam Patel')).toHaveAccessibleDescription(SECOND_FACTOR_TEXTS.resetAdminFullAdminOnly);
    expect(resetButton('Ben Hart')).toBeEnabled();
  });

  it('lets a full admin reset another admin’s, never their own', async () => {
    signInAs('Full Admin');
    const self = { ...SAM, id: 3, userId: staffSession.user.id, firstName: 'Fay', lastName: 'Admin' };
    fetchMock.mockResolvedValue(userLists({ users: [SAM, self] }));
    await showUsers();
    expect(resetButton('Sam Patel')).toBeEnabled();
    expect(resetButton('Fay Admin')).toBeDisabled();
    expect(resetButton('Fay Admin')).toHaveAccessibleDescription(SECOND_FACTOR_TEXTS.resetOwn);
  });
});
