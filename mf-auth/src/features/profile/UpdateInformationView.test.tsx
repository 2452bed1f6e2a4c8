import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATE_SUCCESS_MESSAGE,
  VALIDATION_MESSAGES,
} from '@refnet/contracts/accounts';
import { appStore, globalMessageAtom, RefnetProviders, saveSession, sessionAtom } from '@refnet/shared-ui';
import { loadProfile, updateReferralContacts, updateUser } from '@refnet/shared-ui/accounts';
import { profileFixture, profileSession } from '../../testing/profileFixture';
import { CONTACT_REMOVAL_DELAY_MS } from './ReferralContactsSection';
import { UpdateInformationView } from './UpdateInformationView';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  loadProfile: jest.fn(async () => undefined),
  updateUser: jest.fn(),
  updateReferralContacts: jest.fn(),
}));
const mockUpdateUser = jest.mocked(updateUser);
const mockUpdateContacts = jest.mocked(updateReferralContacts);

const session = profileSession;

function renderView(profile = profileFixture()) {
  return render(
    <RefnetProviders>
      <UpdateInformationView profile={profile} />
    </RefnetProviders>,
  );
}

beforeEach(() => saveSession(session));
afterEach(() => {
  appStore.set(globalMessageAtom, null);
  appStore.set(sessionAtom, null);
  localStorage.clear();
  jest.useRealTimers();
});

async function replace(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('Update Information', () => {
  it('is filled in from the profile', () => {
    renderView();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('17/05/1980');
    expect(screen.getByLabelText('Description')).toHaveValue('Knees and shoulders.');
  });

  it.each([
    ['younger than 18', `${new Date().getFullYear() - 17}-01-01`],
    ['older than 100', `${new Date().getFullYear() - 101}-01-01`],
  ])('refuses a date of birth %s, speaking of your own age, not a patient', async (_label, dob) => {
    renderView();
    await replace('Date of birth', dob);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You must be between 18 and 100 years old. Please check your date of birth.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/patient/i)).not.toBeInTheDocument();
    expect(mockUpdateUser).not.toHaveBeenCalled();
  });

  it('takes a date of birth typed DD/MM/YYYY and sends yyyy-mm-dd', async () => {
    mockUpdateUser.mockResolvedValue({
      message: { variant: 'success', message: 'ok' },
      userProfile: profileFixture().userProfile,
    });
    renderView();
    await replace('Date of birth', '7/3/1981');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mockUpdateUser).toHaveBeenCalledWith(expect.objectContaining({ dob: '1981-03-07' })),
    );
  });

  it.each([
    ['not a real date', '31/02/2000', VALIDATION_MESSAGES.dobNotADate],
    ['in the future', '01/01/2999', VALIDATION_MESSAGES.dobInFuture],
  ])('says so when a date of birth is %s', async (_label, dob, message) => {
    renderView();
    await replace('Date of birth', dob);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mockUpdateUser).not.toHaveBeenCalled();
  });

  it('requires the names', async () => {
    renderView();
    await replace('First name', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a first name.')).toBeInTheDocument();
    expect(mockUpdateUser).not.toHaveBeenCalled();
  });

  it('saves, says so, reloads the profile and renames the session', async () => {
    const updated = { ...profileFixture().userProfile, firstName: 'Adaeze' };
    mockUpdateUser.mockResolvedValue({
      message: { variant: 'success', message: 'ok' },
      userProfile: updated,
    });
    renderView();
    await replace('First name', 'Adaeze');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'success',
        message: PROFILE_UPDATE_SUCCESS_MESSAGE,
      }),
    );
    expect(mockUpdateUser).toHaveBeenCalledWith({
      title: 'Dr',
      firstName: 'Adaeze',
      lastName: 'Okafor',
      dob: '1980-05-17',
      clinicianDescription: 'Knees and shoulders.',
    });
    expect(loadProfile).toHaveBeenCalled();
    expect(appStore.get(sessionAtom)?.user.first_name).toBe('Adaeze');
  });

  it('shows the failure message when saving fails', async () => {
    mockUpdateUser.mockRejectedValue(new Error('500'));
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(appStore.get(globalMessageAtom)).toEqual({
        variant: 'danger',
        message: PROFILE_UPDATE_FAILED_MESSAGE,
      }),
    );
    expect(appStore.get(sessionAtom)?.user.first_name).toBe('Ada');
  });
});

describe('referral contacts', () => {
  it('saves an added contact at once, without the main e-mail', async () => {
    mockUpdateContacts.mockResolvedValue({
      message: { variant: 'success', message: 'ok' },
      appointmentsContacts: [],
    });
    renderView();
    await userEvent.type(screen.getByLabelText('New referral contact'), 'desk@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(mockUpdateContacts).toHaveBeenCalledWith({
        appointmentsContacts: [
          { type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' },
          { type: 'email', email: 'desk@example.org' },
        ],
      }),
    );
    expect(await screen.findByText('Referral contacts saved.')).toBeInTheDocument();
  });

  /** Fake timers (for the 1 s removal delay) and a contacts save that succeeds with an empty list. */
  function withFakeTimersAndSavedContacts() {
    jest.useFakeTimers();
    mockUpdateContacts.mockResolvedValue({
      message: { variant: 'success', message: 'ok' },
      appointmentsContacts: [],
    });
    return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  }

  it('saves a removal after 1 s', async () => {
    const user = withFakeTimersAndSavedContacts();
    renderView();
    await user.click(screen.getByLabelText('Remove +44 20 7946 0000'));
    await act(async () => jest.advanceTimersByTime(CONTACT_REMOVAL_DELAY_MS - 1));
    expect(mockUpdateContacts).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(mockUpdateContacts).toHaveBeenCalledWith({ appointmentsContacts: [] });
  });

  it('saves a pending removal at once when the view is left within 1 s', async () => {
    const user = withFakeTimersAndSavedContacts();
    const { unmount } = renderView();
    await user.click(screen.getByLabelText('Remove +44 20 7946 0000'));
    expect(mockUpdateContacts).not.toHaveBeenCalled();
    unmount();
    expect(mockUpdateContacts).toHaveBeenCalledTimes(1);
    expect(mockUpdateContacts).toHaveBeenCalledWith({ appointmentsContacts: [] });
    await act(async () => jest.advanceTimersByTime(CONTACT_REMOVAL_DELAY_MS));
    expect(mockUpdateContacts).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more on leaving once the removal is saved', async () => {
    const user = withFakeTimersAndSavedContacts();
    const { unmount } = renderView();
    await user.click(screen.getByLabelText('Remove +44 20 7946 0000'));
    await act(async () => jest.advanceTimersByTime(CONTACT_REMOVAL_DELAY_MS));
    unmount();
    expect(mockUpdateContacts).toHaveBeenCalledTimes(1);
  });

  it('shows delegates the contacts read-only', () => {
    renderView(profileFixture({ isDelegate: true }));
    expect(screen.getByText('Only the clinician can update Referral contacts')).toBeInTheDocument();
    expect(screen.queryByLabelText('New referral contact')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Remove +44 20 7946 0000')).not.toBeInTheDocument();
  });
});
