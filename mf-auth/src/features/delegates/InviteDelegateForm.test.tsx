import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DELEGATE_MESSAGES,
  EMAIL_ALREADY_USED_MESSAGE,
  VALIDATION_MESSAGES,
} from '@refnet/contracts/accounts';
import { appStore, globalMessageAtom } from '@refnet/shared-ui';
import { CHECK_DEBOUNCE_MS } from '@refnet/shared-ui/forms';
import { chooseOption, type FakeReply } from '@refnet/shared-ui/testing';
import {
  renderDelegatesScreen,
  restoreTransport,
  type FakeServer,
} from '../../testing/renderDelegatesScreen';
import { PRIYA } from '../../testing/delegateFixtures';

const TOM = {
  ...PRIYA,
  id: 44,
  delegateUserProfile: {
    ...PRIYA.delegateUserProfile,
    id: 144,
    title: 'Mr',
    firstName: 'Tom',
    lastName: 'Hale',
  },
  delegateEmail: 'tom@example.org',
  permissionManageReferrals: false,
};
const invited: FakeReply = {
  status: 200,
  data: {
    message: { variant: 'success', message: DELEGATE_MESSAGES.invitationSent(TOM.delegateEmail) },
    delegate: TOM,
  },
};
const emailFree: FakeReply = { status: 200, data: { emailValid: true } };

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(() => {
  restoreTransport();
  appStore.set(globalMessageAtom, null);
});

async function openAddNew(server: FakeServer = {}) {
  const fake = renderDelegatesScreen({ 'post /register/check-email/': emailFree, ...server });
  await user.click(within(await screen.findByRole('menu')).getByText('Add New'));
  return fake;
}

/** Pasting is much faster than typing key by key through antd in jsdom. */
async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const permission = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const send = () => user.click(screen.getByRole('button', { name: 'Send invitation' }));

async function fillInTom() {
  await chooseOption('Title', 'Mr', user);
  await fill('First name', 'Tom');
  await fill('Last name', 'Hale');
  await fill('Email', 'Tom@Example.org');
}

describe('Add New (delegate invitation)', () => {
  it('grants every permission by default and says what is missing, sending nothing', async () => {
    const { calls } = await openAddNew();
    expect(permission('View referrals')).toBeChecked();
    expect(permission('Create referrals')).toBeChecked();
    expect(permission('Manage referrals')).toBeChecked();
    await send();
    expect(await screen.findByText(VALIDATION_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(calls()).toEqual(['get /user/delegates/']);
  });

  it('sends the invitation, then shows it under Inactive awaiting registration and empties the form', async () => {
    const { bodyOf } = await openAddNew({ 'post /register-delegate/': invited });
    await fillInTom();
    await user.click(permission('Manage referrals'));
    await send();

    const inactive = await screen.findByRole('heading', { name: DELEGATE_MESSAGES.inactiveSection });
    expect(bodyOf('post /register-delegate/')).toEqual({
      title: 'Mr',
      firstName: 'Tom',
      lastName: 'Hale',
      email: 'tom@example.org',
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: false,
    });
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'success',
      message: DELEGATE_MESSAGES.invitationSent('tom@example.org'),
    });
    const tom = within(inactive.closest('.ant-card') as HTMLElement)
      .getByText('Mr Tom Hale')
      .closest('li') as HTMLElement;
    expect(within(tom).getByRole('button', { name: DELEGATE_MESSAGES.notYetRegistered })).toBeDisabled();

    await user.click(within(screen.getByRole('menu')).getByText('Add New'));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(permission('Manage referrals')).toBeChecked();
  });

  it("shows the server's refusal beside the form and keeps what was typed", async () => {
    const refusal = { variant: 'danger', message: EMAIL_ALREADY_USED_MESSAGE };
    await openAddNew({ 'post /register-delegate/': { status: 400, data: { message: refusal } } });
    await fillInTom();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_ALREADY_USED_MESSAGE);
    expect(screen.getByRole('form', { name: 'Invite a delegate' })).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('Tom');
    expect(screen.getByLabelText('Email')).toHaveValue('tom@example.org');
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('keeps a half-typed invitation while the clinician looks at the list', async () => {
    await openAddNew();
    await fill('First name', 'Tom');
    await user.click(within(screen.getByRole('menu')).getByText('Delegates'));
    await user.click(within(screen.getByRole('menu')).getByText('Add New'));
    expect(screen.getByLabelText('First name')).toHaveValue('Tom');
  });
});

describe('Add New: the duplicate e-mail check', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  });
  afterEach(async () => {
    // React's scheduler posts through a timer-backed MessageChannel (scripts/jest/setup.ts): flush it first.
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    jest.useRealTimers();
  });

  it('asks the server after a second of quiet and refuses an address already in use', async () => {
    const { calls } = await openAddNew({
      'post /register/check-email/': { status: 200, data: { emailValid: false } },
    });
    await fillInTom();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(CHECK_DEBOUNCE_MS - 10);
    });
    expect(calls()).not.toContain('post /register/check-email/');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(await screen.findByText(EMAIL_ALREADY_USED_MESSAGE)).toBeInTheDocument();
    expect(calls().filter((call) => call === 'post /register/check-email/')).toHaveLength(1);

    await send();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('tom@example.org'));
    expect(calls()).not.toContain('post /register-delegate/');
  });
});
