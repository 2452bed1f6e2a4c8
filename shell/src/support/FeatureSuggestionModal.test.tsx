import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURE_REQUEST_SENT_MESSAGE, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { fakeApi, type FakeAnswer } from '../testing/fakeApi';
import { FeatureSuggestionModal } from './FeatureSuggestionModal';

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
      <FeatureSuggestionModal onClose={onClose} />
    </RefnetProviders>,
  );
  return { user: userEvent.setup(), onClose, dialog: screen.getByRole('dialog') };
}

const SENT = { message: { variant: 'success', message: FEATURE_REQUEST_SENT_MESSAGE } };

describe('FeatureSuggestionModal', () => {
  it('says an empty suggestion cannot be sent', async () => {
    const { user, dialog, onClose } = renderModal({ status: 200, data: SENT });
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.suggestionEmpty)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the suggestion, shows the thanks and closes', async () => {
    const { user, dialog, onClose } = renderModal({ status: 200, data: SENT });
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('A dark theme');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests[0]?.url).toBe('/user/request-feature/');
    expect(api.bodyOf(0)).toEqual({ suggestion: 'A dark theme' });
    expect(appStore.get(globalMessageAtom)).toEqual(SENT.message);
  });

  it("keeps the text and shows the server's message when sending fails", async () => {
    const refusal = { message: { variant: 'danger', message: 'Too many requests. Please try again later.' } };
    const { user, dialog, onClose } = renderModal({ status: 429, data: refusal });
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('A dark theme');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal.message.message);
    expect(within(dialog).getByRole('textbox')).toHaveValue('A dark theme');
    expect(onClose).not.toHaveBeenCalled();
  });
});
