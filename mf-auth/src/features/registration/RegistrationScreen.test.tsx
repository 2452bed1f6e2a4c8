import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ApiRequestError, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import {
  checkClinic,
  checkEmail,
  fetchInsuranceAgreements,
  fetchJobRoles,
  register,
} from '@refnet/shared-ui/accounts';
import { AGREEMENTS, chooseOption } from '@refnet/shared-ui/testing';
import { JOB_ROLES } from '@refnet/shared-ui/testing';
import { RegistrationScreen } from './RegistrationScreen';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  fetchJobRoles: jest.fn(),
  fetchInsuranceAgreements: jest.fn(),
  checkEmail: jest.fn(),
  checkClinic: jest.fn(),
  register: jest.fn(),
}));

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
  mocked(checkClinic).mockResolvedValue({ addressValid: true });
  mocked(register).mockResolvedValue({ message: { variant: 'success', message: 'ok' } });
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

async function fillClinician() {
  await fill(screen.getByLabelText('Date of birth'), '1980-04-02');
  await fill(screen.getByLabelText('Registration number'), 'GMC123');
  await fill(screen.getByLabelText('Description'), 'Knee surgeon');
  await chooseOption('Job role', 'General Practitioner', user);
  await user.click(screen.getByRole('button', { name: 'Add job role' }));
  const clinicForm = screen.getByRole('form', { name: 'Add a clinic' });
  await fill(within(clinicForm).getByLabelText('Centre name'), 'St Mary');
  await fill(within(clinicForm).getByLabelText('First line of address'), '1 Praed St');
  await fill(within(clinicForm).getByLabelText('City'), 'London');
  await fill(within(clinicForm).getByLabelText('Postcode'), 'w2 1ny');
  await waitForChecks();
  const addClinic = within(clinicForm).getByRole('button', { name: 'Add clinic' });
  await waitFor(() => expect(addClinic).toBeEnabled());
  await user.click(addClinic);
  // antd validates the clinic form asynchronously before it submits.
  await screen.findByText('St Mary, 1 Praed St, London, W2 1NY');
}

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
    expect(checkEmail).toHaveBeenCalledWith({ email: 'ada@example.org' });
    expect(next()).toBeEnabled();
  });

  it('shows the password rules', async () => {
    await renderScreen();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await waitForChecks();
    expect(await screen.findByText('Password must be at least 10 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('checks the e-mail once typing pauses for a second and blocks a used one', async () => {
    mocked(checkEmail).mockResolvedValue({ emailValid: false });
    await renderScreen();
    await user.type(screen.getByLabelText('Email'), 'taken@example.org');
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

  it('walks to the review keeping the data going back, and submits', async () => {
    await renderScreen();
    await fillPersonal();
    await user.click(next());
    expect(await screen.findByLabelText('Date of birth')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('long-enough-1');
    await user.click(next());

    await fillClinician();
    expect(checkClinic).toHaveBeenCalledWith({ postcode: 'W2 1NY' });
    expect(screen.getByText('St Mary, 1 Praed St, London, W2 1NY')).toBeInTheDocument();
    expect(next()).toBeEnabled();
    await user.click(next());

    await chooseOption('Insurance providers', 'Bupa', user);
    await user.click(next());

    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error missing data.')).not.toBeInTheDocument();
    expect(screen.getByText('General Practitioner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'ada@example.org',
        title: 'Dr',
        jobRoleIds: [1],
        existingProviders: [{ id: 11 }],
        acceptedTerms: true,
      }),
    );
    expect(navigateToUrl).toHaveBeenCalledWith('/registered/check-email');
  });

  it('shows the server’s 400 message and keeps the data when registration is refused', async () => {
    mocked(register).mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 400,
        message: 'Email address has already been used by another user.',
        serverMessage: { variant: 'danger', message: 'Email address has already been used by another user.' },
      }),
    );
    await renderScreen();
    await fillPersonal();
    await user.click(next());
    await screen.findByLabelText('Date of birth');
    await fillClinician();
    expect(next()).toBeEnabled();
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(appStore.get(globalMessageAtom)).toEqual({
      variant: 'danger',
      message: 'Email address has already been used by another user.',
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(appStore.get(globalMessageAtom)).toBeNull();
    expect(navigateToUrl).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
  });
});
