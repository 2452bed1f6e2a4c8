import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import {
  DELEGATE_INVITATION_ERROR_PATH,
  DELEGATE_MESSAGES,
  DELEGATE_REGISTRATION_REDIRECT_MS,
} from '@refnet/contracts/accounts';
import {
  apiClient,
  appConfigAtom,
  appStore,
  globalMessageAtom,
  notificationCountAtom,
  RefnetProviders,
  sessionAtom,
} from '@refnet/shared-ui';
import {
  appConfig,
  chooseOption,
  fakeTransport,
  fetchAnswering,
  signOut,
  type FakeReply,
} from '@refnet/shared-ui/testing';
import { profileFixture } from '../../testing/profileFixture';
import { DelegateRegistrationScreen, LOADING_INVITATION_TEXT } from './DelegateRegistrationScreen';
import { TERMS_LOCKED_HINT } from './TermsField';
import {
  INVITATION_PATH,
  INVITATION_URL,
  invitationAnswer,
  registeredAnswer,
} from '../../testing/delegateRegistrationFixtures';

const { token: _token, version: _version, message: _message, ...checkAuthAnswer } = registeredAnswer;

/** What the fake server answers, by "METHOD url"; anything else is a 404. */
const SERVER: Record<string, FakeReply> = {
  [`get ${INVITATION_URL}`]: { status: 200, data: invitationAnswer },
  'put /verify-delegate/': { status: 200, data: registeredAnswer },
  'get /user/check-auth/': { status: 200, data: checkAuthAnswer },
  'get /user/clinician-information/': { status: 200, data: profileFixture({ isDelegate: true }) },
  'get /referrals/referral-notifications/': { status: 200, data: { nReferrals: 2 } },
};

const realAdapter = apiClient.defaults.adapter;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  // The sign-in that follows registration reads /config.json with fetch, not the API client.
  fetchAnswering({ status: 200, body: appConfig });
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
});

afterEach(async () => {
  // React's scheduler posts through a timer-backed MessageChannel (scripts/jest/setup.ts): flush it before
  // the real clock returns.
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  jest.useRealTimers();
  apiClient.defaults.adapter = realAdapter;
  appStore.set(globalMessageAtom, null);
  signOut();
});

function renderAt(path: string, changes: Record<string, FakeReply> = {}) {
  const transport = fakeTransport(
    ({ method, url }) => ({ ...SERVER, ...changes })[`${method} ${url}`] ?? { status: 404 },
  );
  apiClient.defaults.adapter = transport.adapter;
  window.history.pushState(null, '', path);
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  render(
    <RefnetProviders>
      <DelegateRegistrationScreen route={match.route} params={match.params} />
    </RefnetProviders>,
  );
  return transport;
}

async function renderForm(changes: Record<string, FakeReply> = {}) {
  const transport = renderAt(INVITATION_PATH, changes);
  await screen.findByRole('form', { name: 'Delegate registration' });
  return transport;
}

const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

/** Pasting is much faster than typing key by key through antd in jsdom. */
async function replaceText(label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  if (text) await user.paste(text);
  await settle(); // antd validates as it changes: let that finish inside act.
}

const terms = () => screen.getByRole('checkbox', { name: /I accept the terms and conditions/ });
const register = () => screen.getByRole('button', { name: 'Register' });
/** Submits, letting antd's validation and the calls it starts finish inside act. */
async function submit() {
  fireEvent.click(register());
  await settle();
}

describe('DelegateRegistrationScreen', () => {
  it('loads the invitation of the link, then shows who invited whom with the names filled in', async () => {
    const transport = renderAt(INVITATION_PATH);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_INVITATION_TEXT);
    expect(
      await screen.findByText('Dr Amelia Hart has invited you to act as their delegate on RefNet.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(transport.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `get ${INVITATION_URL}`,
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.org');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByTitle('Mr')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Reed');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(terms()).not.toBeChecked();
  });

  it('goes to the error page, replacing the link, when the invitation cannot be loaded', async () => {
    const before = window.history.length;
    renderAt(INVITATION_PATH, { [`get ${INVITATION_URL}`]: { status: 400 } });
    await waitFor(() => expect(window.location.pathname).toBe(DELEGATE_INVITATION_ERROR_PATH));
    expect(window.history.length).toBe(before + 1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('goes to the error page without asking the server when the link is malformed', async () => {
    const transport = renderAt('/register-delegate/verify-email/MQ/bG9uZw/short');
    await waitFor(() => expect(window.location.pathname).toBe(DELEGATE_INVITATION_ERROR_PATH));
    expect(transport.requests).toHaveLength(0);
  });

  it('lets the terms be ticked only while both passwords match, and unticks them when they stop matching', async () => {
    await renderForm();
    expect(terms()).toBeDisabled();
    expect(screen.getByText(TERMS_LOCKED_HINT)).toBeInTheDocument();

    await replaceText('Password', 'a-long-password');
    expect(terms()).toBeDisabled();
    await replaceText('Confirm password', 'a-long-passwore');
    expect(terms()).toBeDisabled();
    await replaceText('Confirm password', 'a-long-password');
    expect(terms()).toBeEnabled();
    expect(screen.queryByText(TERMS_LOCKED_HINT)).not.toBeInTheDocument();

    await user.click(terms());
    expect(terms()).toBeChecked();
    await user.type(screen.getByLabelText('Password'), '!');
    await settle();
    expect(terms()).not.toBeChecked();
    expect(terms()).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm password'), '!');
    await settle();
    expect(terms()).toBeEnabled();
    expect(terms()).not.toBeChecked();
  });

  it('says what is missing and sends nothing', async () => {
    const transport = await renderForm();
    await replaceText('First name', '   ');
    await replaceText('Last name', '');
    await replaceText('Password', 'short');
    await replaceText('Confirm password', 'shorter');
    await submit();
    for (const message of [
      'Please enter a first name.',
      'Please enter a last name.',
      'Password must be at least 10 characters.',
      'Passwords do not match!',
      'Please accept the terms and conditions.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(transport.requests.filter(({ method }) => method === 'put')).toHaveLength(0);
  });

  it('asks for a title when the invitation has none', async () => {
    const blankTitle = {
      delegateRegistration: {
        ...invitationAnswer.delegateRegistration,
        delegate: { ...invitationAnswer.delegateRegistration.delegate, title: '' },
      },
    };
    await renderForm({ [`get ${INVITATION_URL}`]: { status: 200, data: blankTitle } });
    await submit();
    expect(await screen.findByText('Please select a title')).toBeInTheDocument();
    await chooseOption('Title', 'Ms', user);
    await waitFor(() => expect(screen.queryByText('Please select a title')).not.toBeInTheDocument());
  });

  it('registers, signs the delegate in, says so, and opens the dashboard after 4.75 s', async () => {
    const transport = await renderForm();
    await chooseOption('Title', 'Dr', user);
    await replaceText('First name', 'Samuel');
    await replaceText('Password', 'a-long-password');
    await replaceText('Confirm password', 'a-long-password');
    await user.click(terms());
    await submit();

    const sent = transport.requests.find(({ method }) => method === 'put');
    expect(JSON.parse(sent?.data as string)).toEqual({
      userHash: 'MQ',
      timeHash: 'bG9uZw',
      verificationCode: 'abcdefghijklmnop1234',
      title: 'Dr',
      firstName: 'Samuel',
      lastName: 'Reed',
      email: 'sam@example.org',
      password: 'a-long-password',
      rePassword: 'a-long-password',
      clinician: 3,
      acceptedTerms: true,
    });
    expect(await screen.findByText(DELEGATE_MESSAGES.registrationSuccessful)).toBeInTheDocument();
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: DELEGATE_MESSAGES.registrationSuccessful,
    });
    // Stored as the login screen stores it: token, user, group, then the app's config and the badge count.
    expect(appStore.get(sessionAtom)).toMatchObject({ token: 'delegate-token', userGroup: 'Delegate' });
    expect(localStorage.getItem('refnet.session')).toContain('delegate-token');
    expect(appStore.get(appConfigAtom)).toEqual(appConfig);
    expect(appStore.get(notificationCountAtom)).toBe(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(DELEGATE_REGISTRATION_REDIRECT_MS - 10);
    });
    expect(window.location.pathname).toBe(INVITATION_PATH);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('shows the failure notice with the server’s reason and keeps everything typed', async () => {
    await renderForm({
      'put /verify-delegate/': {
        status: 400,
        data: { message: { variant: 'danger', message: DELEGATE_MESSAGES.invitationInvalid } },
      },
    });
    await replaceText('First name', 'Samuel');
    await replaceText('Password', 'a-long-password');
    await replaceText('Confirm password', 'a-long-password');
    await user.click(terms());
    await submit();

    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'danger',
        message: `${DELEGATE_MESSAGES.registrationFailed}: ${DELEGATE_MESSAGES.invitationInvalid}`,
      }),
    );
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(register()).not.toHaveClass('ant-btn-loading');
    expect(screen.getByLabelText('First name')).toHaveValue('Samuel');
    expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('a-long-password');
    expect(terms()).toBeChecked();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(DELEGATE_REGISTRATION_REDIRECT_MS);
    });
    expect(window.location.pathname).toBe(INVITATION_PATH);
  });
});
