import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { checkEmail, fetchInsuranceAgreements, fetchJobRoles } from '@refnet/shared-ui/accounts';
import { AGREEMENTS, chooseOption } from '@refnet/shared-ui/testing';
import { JOB_ROLES } from '@refnet/shared-ui/testing';
import { RegistrationScreen } from './RegistrationScreen';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/accounts', () =>
  jest
    .requireActual<typeof import('@refnet/shared-ui/testing')>('@refnet/shared-ui/testing')
    .entryWithCalls(jest.requireActual('@refnet/shared-ui/accounts'), {
      fetchJobRoles: jest.fn(),
      fetchInsuranceAgreements: jest.fn(),
      checkEmail: jest.fn(),
    }),
);

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  mocked(fetchJobRoles).mockResolvedValue({
    jobRoles: JOB_ROLES,
    clinicianTypes: [],
    specialties: [],
    doctorIds: [],
  });
  mocked(fetchInsuranceAgreements).mockResolvedValue({ insuranceAgreements: AGREEMENTS });
  mocked(checkEmail).mockResolvedValue({ emailValid: true });
});

afterEach(async () => {
  // React's scheduler posts through a timer-backed MessageChannel (scripts/jest/setup.ts): a message left on
  // the fake clock would be lost with it and stall React's scheduling in the next test.
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  jest.useRealTimers();
  appStore.set(globalMessageAtom, null);
});

// The debounce is 1 s; antd's useWatch reports the last keystroke a tick later.
const waitForChecks = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(1100);
  });

async function renderScreen() {
  render(
    <RefnetProviders>
      <RegistrationScreen />
    </RefnetProviders>,
  );
  await screen.findByLabelText('First name');
}

const next = () => screen.getByRole('button', { name: 'Next' });

/** Pasting is much faster than typing key by key through antd in jsdom. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillPersonal(email = 'Ada@Example.ORG') {
  await chooseOption('Title', 'Dr', user);
  await fill(screen.getByLabelText('First name'), 'Ada');
  await fill(screen.getByLabelText('Last name'), 'Okafor');
  await fill(screen.getByLabelText('Email'), email);
  await fill(screen.getByLabelText('Password'), 'long-enough-1');
  await fill(screen.getByLabelText('Confirm password'), 'long-enough-1');
  await waitForChecks();
}

// The walk through all four steps to Submit is the Playwright journey e2e/tests/registration.spec.ts; the
// steps' data, the request body and the refusal message are tested in wizardState, ReviewStep and
// submitRegistration.
describe('RegistrationScreen', () => {
  it('shows an error with a retry when the reference data cannot load', async () => {
    mocked(fetchJobRoles).mockRejectedValueOnce(new Error('down'));
    render(
      <RefnetProviders>
        <RegistrationScreen />
      </RefnetProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });

  it('hides Previous on step 0 and enables Next only when the personal details are valid', async () => {
    await renderScreen();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await fillPersonal();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(checkEmail).toHaveBeenCalledTimes(1);
    expect(checkEmail).toHaveBeenCalledWith({ email: 'ada@example.org' }, expect.anything());
    expect(next()).toBeEnabled();
    expect(next()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/To continue/)).not.toBeInTheDocument();
  });

  it('marks the e-mail as required, like the other personal details', async () => {
    await renderScreen();
    for (const label of ['Title', 'First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(screen.getByText(label, { selector: 'label' })).toHaveClass('ant-form-item-required');
    }
    expect(screen.getByLabelText('Email')).toBeRequired();
  });

  it('says under a disabled Next what is still missing', async () => {
    await renderScreen();
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      'To continue, please add a title, your first name, your last name, a valid e-mail address and a password of at least 10 characters.',
    );
    await fill(screen.getByLabelText('First name'), 'Ada');
    await fill(screen.getByLabelText('Email'), 'ada@example.org');
    expect(next()).toHaveAccessibleDescription(
      'To continue, please add a title, your last name and a password of at least 10 characters.',
    );
  });

  it('says a used e-mail address stops Next', async () => {
    mocked(checkEmail).mockResolvedValue({ emailValid: false });
    await renderScreen();
    await fillPersonal('taken@example.org');
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(
      'To continue, please add an e-mail address that is not already registered.',
    );
  });

  it('shows the password rules', async () => {
    await renderScreen();
    await fill(screen.getByLabelText('Password'), 'short');
    await fill(screen.getByLabelText('Confirm password'), 'shorter');
    await waitForChecks();
    expect(await screen.findByText('Password must be at least 10 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('checks the e-mail once typing pauses for a second and blocks a used one', async () => {
    mocked(checkEmail).mockResolvedValue({ emailValid: false });
    await renderScreen();
    await fill(screen.getByLabelText('Email'), 'taken@example.org');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(checkEmail).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(checkEmail).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Email address has already been used by another user.'),
    ).toBeInTheDocument();
  });
});
