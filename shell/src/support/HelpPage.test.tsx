import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_REQUEST_SENT_MESSAGE, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { appStore, globalMessageAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { fakeApi } from '../testing/fakeApi';
import { sessionFor } from '../testing/sessionFor';
import { HelpPage } from './HelpPage';

const SENT = { message: { variant: 'success', message: HELP_REQUEST_SENT_MESSAGE } };
let api: ReturnType<typeof fakeApi>;

// antd forms re-validate on every key stroke; the machine running the suite may be busy.

/** Fills a field in one input event: typing key by key adds nothing here and is slow under antd. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function renderPage() {
  render(
    <RefnetProviders>
      <HelpPage />
    </RefnetProviders>,
  );
  return userEvent.setup();
}

afterEach(() => {
  api?.restore();
  appStore.set(sessionAtom, null);
  appStore.set(globalMessageAtom, null);
});

describe('HelpPage for a visitor', () => {
  beforeEach(() => {
    api = fakeApi(() => ({ status: 200, data: SENT }));
  });

  it('asks for name and contact e-mail and says what is missing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    for (const message of [
      VALIDATION_MESSAGES.nameRequired,
      VALIDATION_MESSAGES.emailRequired,
      VALIDATION_MESSAGES.subjectRequired,
      VALIDATION_MESSAGES.detailsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fill(user, 'Contact e-mail', 'not-an-address');
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('confirms in a popup, then sends the request and shows the answer', async () => {
    const user = renderPage();
    await fill(user, 'Name', 'Ada Lovelace');
    await fill(user, 'Contact e-mail', 'Ada@Example.org');
    await fill(user, 'Help request subject', 'Cannot log in');
    await fill(user, 'Request details', 'My password is not accepted.');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cannot log in');
    expect(api.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]?.url).toBe('/user/request-help/');
    expect(api.bodyOf(0)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Cannot log in',
      message: 'My password is not accepted.',
    });
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(SENT.message));
    expect(screen.getByLabelText('Help request subject')).toHaveValue('');
  });

  it('sends nothing when the popup is cancelled', async () => {
    const user = renderPage();
    await fill(user, 'Name', 'Ada');
    await fill(user, 'Contact e-mail', 'ada@example.org');
    await fill(user, 'Help request subject', 'Question');
    await fill(user, 'Request details', 'Details');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.requests).toHaveLength(0);
    expect(screen.getByLabelText('Help request subject')).toHaveValue('Question');
  });
});

describe('HelpPage for a signed-in user', () => {
  beforeEach(() => appStore.set(sessionAtom, sessionFor('Clinician')));

  it('does not ask for name or e-mail and sends only subject and details', async () => {
    api = fakeApi(() => ({ status: 200, data: SENT }));
    const user = renderPage();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Contact e-mail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION_MESSAGES.nameRequired)).not.toBeInTheDocument();

    await fill(user, 'Help request subject', 'Delegates');
    await fill(user, 'Request details', 'How do I add one?');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.bodyOf(0)).toEqual({ subject: 'Delegates', message: 'How do I add one?' });
  });

  it("keeps what was typed when sending fails and shows the server's message", async () => {
    api = fakeApi(() => ({
      status: 429,
      data: { message: { variant: 'danger', message: 'Too many requests. Please try again later.' } },
    }));
    const user = renderPage();
    await fill(user, 'Help request subject', 'Delegates');
    await fill(user, 'Request details', 'How do I add one?');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByLabelText('Help request subject')).toHaveValue('Delegates');
    expect(screen.getByLabelText('Request details')).toHaveValue('How do I add one?');
    expect(appStore.get(globalMessageAtom)).toBeNull();
  });

  it('opens the feature suggestion popup, which will not send an empty suggestion', async () => {
    api = fakeApi(() => ({ status: 200, data: SENT }));
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Suggest a feature' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.suggestionEmpty)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
