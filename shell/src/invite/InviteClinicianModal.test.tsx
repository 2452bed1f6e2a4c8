import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { CLINICIAN_MESSAGES, inviteSentMessage } from '@refnet/contracts/clinicians';
import { appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { fakeApi, type FakeAnswer } from '../testing/fakeApi';
import { InviteClinicianModal } from './InviteClinicianModal';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  appStore.set(globalMessageAtom, null);
});

function renderModal(answer: FakeAnswer) {
  api = fakeApi(() => answer);
  const onClose = jest.fn();
  render(
    <RefnetProviders>
      <InviteClinicianModal onClose={onClose} />
    </RefnetProviders>,
  );
  const dialog = screen.getByRole('dialog');
  return { user: userEvent.setup(), onClose, dialog };
}

const SENT = {
  passed: true,
  message: { variant: 'success', message: inviteSentMessage('grace@example.org') },
};

describe('InviteClinicianModal', () => {
  it('asks for the name and the e-mail before inviting', async () => {
    const { user, dialog, onClose } = renderModal({ status: 200, data: SENT });
    expect(within(dialog).getByText('Invite a clinician')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText(CLINICIAN_MESSAGES.inviteNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('invites on Enter, shows the confirmation, clears the form and closes', async () => {
    const { user, dialog, onClose } = renderModal({ status: 200, data: SENT });
    await user.type(within(dialog).getByLabelText('Name'), 'Dr Grace Lee');
    await user.type(within(dialog).getByLabelText('Email'), 'Grace@Example.org{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.requests[0]).toMatchObject({ method: 'post', url: '/user/invite-clinician/' });
    expect(api.bodyOf(0)).toEqual({ name: 'Dr Grace Lee', email: 'grace@example.org' });
    expect(appStore.get(globalMessageAtom)).toEqual(SENT.message);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
  });

  it.each([
    [429, CLINICIAN_MESSAGES.inviteThrottled],
    [400, CLINICIAN_MESSAGES.inviteNameRequired],
  ])("keeps what was typed and shows the server's reason when it refuses with %i", async (status, reason) => {
    const refusal = { message: { variant: 'danger', message: reason } };
    const { user, dialog, onClose } = renderModal({ status, data: refusal });
    await user.type(within(dialog).getByLabelText('Name'), 'Dr Grace Lee');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dr Grace Lee');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('grace@example.org');
    expect(onClose).not.toHaveBeenCalled();
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('closes on Cancel without inviting', async () => {
    const { user, dialog, onClose } = renderModal({ status: 200, data: SENT });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });
});
