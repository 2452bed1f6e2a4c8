import { fireEvent, screen, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { EMAIL_ALREADY_USED_MESSAGE, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { appStore, ApiRequestError, globalMessageAtom } from '@refnet/shared-ui';
import { createAdminUser } from '@refnet/shared-ui/admin';
import { chooseOption, signInAs, signOut } from '@refnet/shared-ui/testing';
import { adminUser } from '../../testing/adminFixtures';
import { renderScreen } from '../../testing/renderScreen';
import { AddAdminScreen } from './AddAdminScreen';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('@refnet/shared-ui/admin', () => ({
  ...jest.requireActual('@refnet/shared-ui/admin'),
  createAdminUser: jest.fn(),
}));
const createMock = jest.mocked(createAdminUser);

beforeEach(() => signInAs('Full Admin'));
afterEach(() => {
  signOut();
  appStore.set(globalMessageAtom, null);
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.createAdminButton }));

async function fillInRosa() {
  await chooseOption('Title', 'Ms');
  type('First name', 'Rosa');
  type('Last name', 'Diaz');
  type('Email', 'Rosa@RefNet.example');
  type('Password', 'a-long-enough-password');
}

describe('Add new admin user', () => {
  it('says what each empty field needs, and sends nothing', async () => {
    renderScreen('/staff/add-admin', AddAdminScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Add new admin user' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    submit();
    for (const message of [
      VALIDATION_MESSAGES.titleRequired,
      VALIDATION_MESSAGES.firstNameRequired,
      VALIDATION_MESSAGES.lastNameRequired,
      VALIDATION_MESSAGES.emailRequired,
      VALIDATION_MESSAGES.passwordRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    type('Email', 'not-an-address');
    type('Password', 'short');
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('creates the account, shows the message and goes to the dashboard', async () => {
    const message = { variant: 'success', message: ADMIN_TEXTS.adminCreated('rosa@refnet.example') } as const;
    createMock.mockResolvedValue({ message, user: adminUser({ isStaff: true }) });
    renderScreen('/staff/add-admin', AddAdminScreen);
    await fillInRosa();
    submit();
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/dashboard'));
    expect(createMock).toHaveBeenCalledWith({
      title: 'Ms',
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa@refnet.example',
      password: 'a-long-enough-password',
    });
    expect(appStore.get(globalMessageAtom)).toEqual(message);
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const refusal = { variant: 'danger', message: EMAIL_ALREADY_USED_MESSAGE } as const;
    createMock.mockRejectedValue(
      new ApiRequestError({
        kind: 'response',
        status: 400,
        message: refusal.message,
        serverMessage: refusal,
      }),
    );
    renderScreen('/staff/add-admin', AddAdminScreen);
    await fillInRosa();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_ALREADY_USED_MESSAGE);
    expect(screen.getByLabelText('First name')).toHaveValue('Rosa');
    expect(screen.getByRole('button', { name: ADMIN_TEXTS.createAdminButton })).toBeEnabled();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
