import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES, type PatientIdentity } from '@refnet/contracts/conversation';
import { ApiRequestError, RefnetProviders } from '@refnet/shared-ui';
import { postReferralMessage } from '@refnet/shared-ui/conversation';
import { CONVERSATION_TEXT } from './conversationText';
import { MessageComposer, type MessageComposerProps } from './MessageComposer';

jest.mock('@refnet/shared-ui/conversation', () => ({
  ...jest.requireActual('@refnet/shared-ui/conversation'),
  postReferralMessage: jest.fn(),
}));
const postMock = jest.mocked(postReferralMessage);

const JOHN: PatientIdentity = { firstName: 'John', lastName: 'Smith', dob: '1980-04-02' };

function renderComposer(props: Partial<MessageComposerProps> = {}) {
  const onSent = jest.fn();
  render(
    <RefnetProviders>
      <MessageComposer referralId={12} identity={JOHN} onSent={onSent} {...props} />
    </RefnetProviders>,
  );
  return { onSent, field: screen.getByRole('textbox', { name: CONVERSATION_TEXT.messageLabel }) };
}

const send = () => screen.getByRole('button', { name: CONVERSATION_TEXT.send });

beforeEach(() => {
  postMock.mockReset();
  postMock.mockResolvedValue({
    message: { variant: 'success', message: 'Message sent.' },
    entry: {
      kind: 'message',
      id: 1,
      at: '2026-01-05T09:30:00Z',
      actor: { id: 7, title: 'Dr', firstName: 'Ada', lastName: 'Okafor' },
      onBehalfOf: null,
      side: 'sender',
      body: 'x',
      correctsMessageId: null,
    },
  });
});

describe('MessageComposer', () => {
  it('warns as the patient is named and will not send until the identity is gone', async () => {
    const { field } = renderComposer();
    expect(field).toHaveAccessibleDescription(CONVERSATION_TEXT.beforeAcceptance);
    await userEvent.type(field, 'Mr Smith, born 02/04/1980');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      CONVERSATION_MESSAGES.identityBeforeAcceptance('name and date of birth'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `${CONVERSATION_TEXT.beforeAcceptance} ${CONVERSATION_MESSAGES.identityBeforeAcceptance('name and date of birth')}`,
    );
    expect(send()).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(postMock).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'NHS 943 476 5919');
    expect(screen.getByRole('alert')).toHaveTextContent("the patient's NHS number");
    await userEvent.clear(field);
    await userEvent.type(field, 'The patient is anxious.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('does not check when the identity may be written (after acceptance, or the receiver)', async () => {
    const { field } = renderComposer({ identity: null });
    expect(screen.queryByText(CONVERSATION_TEXT.beforeAcceptance)).not.toBeInTheDocument();
    await userEvent.type(field, 'Mr Smith, born 02/04/1980');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(send());
    expect(postMock).toHaveBeenCalledWith(12, { body: 'Mr Smith, born 02/04/1980' });
  });

  it('sends with Send or Ctrl+Enter, empties the box and tells the section; counts characters', async () => {
    const { field, onSent } = renderComposer();
    expect(send()).toBeDisabled();
    await userEvent.type(field, 'Please call first.');
    expect(screen.getByText('18 / 5000')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(postMock).toHaveBeenCalledWith(12, { body: 'Please call first.' });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('');
  });

  it('shows the server’s refusal and keeps the text', async () => {
    postMock.mockRejectedValueOnce(
      new ApiRequestError({
        kind: 'response',
        status: 409,
        message: 'Nobody has accepted this open referral yet.',
      }),
    );
    const { field, onSent } = renderComposer();
    await userEvent.type(field, 'Anyone?');
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody has accepted this open referral yet.');
    expect(field).toHaveValue('Anyone?');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('a correction starts from the original text, says which message it corrects and names it when sent', async () => {
    const onCancel = jest.fn();
    const { field } = renderComposer({
      identity: null,
      correction: { messageId: 5, at: '2026-01-05T09:30:00Z', body: 'The scan is on Monday.' },
      onCancelCorrection: onCancel,
    });
    expect(field).toHaveValue('The scan is on Monday.');
    expect(field).toHaveFocus();
    expect(screen.getByText(CONVERSATION_TEXT.correcting('09:30 05/01/2026'))).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'The scan is on Tuesday.');
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_TEXT.sendCorrection }));
    expect(postMock).toHaveBeenCalledWith(12, { body: 'The scan is on Tuesday.', correctsMessageId: 5 });
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_TEXT.cancelCorrection }));
    expect(onCancel).toHaveBeenCalled();
  });
});
