import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimelineEntry, TimelineResponse } from '@refnet/contracts/conversation';
import type { Referral } from '@refnet/contracts/referrals';
import {
  apiClient,
  appStore,
  clearSession,
  notificationCountAtom,
  RefnetProviders,
  saveSession,
} from '@refnet/shared-ui';
import { serverState } from '@refnet/shared-ui/data';
import { TIMELINE_LABEL } from '@refnet/shared-ui/conversation';
import {
  clinicianSession,
  fakeTransport,
  REFERRED_ENTRY,
  TIMELINE_PEOPLE,
  type FakeReply,
} from '@refnet/shared-ui/testing';
import { receivedReferral, referralFixture } from '../../testing/referralFixtures';
import { CONVERSATION_TEXT } from './conversationText';
import { ConversationSection } from './ConversationSection';

const { ada: ADA, sam: SAM, ben: BEN } = TIMELINE_PEOPLE;
const CREATED: TimelineEntry = REFERRED_ENTRY;
const message = (id: number, body: string, overrides: Partial<TimelineEntry> = {}): TimelineEntry =>
  ({
    kind: 'message',
    id,
    at: `2026-01-05T1${id}:00:00Z`,
    actor: ADA,
    onBehalfOf: null,
    side: 'sender',
    body,
    correctsMessageId: null,
    ...overrides,
  }) as TimelineEntry;

const timeline = (overrides: Partial<TimelineResponse> = {}): TimelineResponse => ({
  entries: [CREATED],
  earlier: null,
  viewer: 'sender',
  receiverHasAccepted: false,
  canPost: true,
  unread: false,
  ...overrides,
});

const realAdapter = apiClient.defaults.adapter;

/**
 * The API: the timeline (or pages of it by `before`; `read` once the thread was marked read), read marks,
 * the badge count and messages.
 */
function serve(answer: (before: string | undefined, read: boolean) => FakeReply) {
  let read = false;
  const transport = fakeTransport((request) => {
    const url = request.url ?? '';
    if (url.endsWith('/timeline/')) return answer((request.params as { before?: string }).before, read);
    if (url.endsWith('/read/')) {
      read = true;
      return { status: 200, data: { nUnreadConversations: 0 } };
    }
    if (url === '/referrals/referral-notifications/')
      return { status: 200, data: { nReferrals: 1, nUnreadConversations: 0 } };
    return { status: 404 };
  });
  apiClient.defaults.adapter = transport.adapter;
  return {
    calls: () => transport.requests.map((request) => `${request.method?.toUpperCase()} ${request.url}`),
  };
}

function renderSection(referral: Referral = referralFixture({ id: 12 }), canManage = true) {
  render(
    <RefnetProviders>
      <ConversationSection referral={referral} canManage={canManage} />
    </RefnetProviders>,
  );
}

const entries = () => within(screen.getByRole('list', { name: TIMELINE_LABEL })).getAllByRole('listitem');
const texts = () => entries().map((entry) => entry.textContent);

beforeEach(() => saveSession(clinicianSession));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  serverState.clear();
  clearSession();
});

describe('ConversationSection', () => {
  it('shows the state changes at once, then the one timeline in order, with who acted for whom', async () => {
    serve(() => ({
      status: 200,
      data: timeline({
        entries: [
          CREATED,
          message(1, 'Please call first.', { actor: SAM, onBehalfOf: ADA }),
          {
            kind: 'attachment',
            id: 3,
            at: '2026-01-05T12:30:00Z',
            actor: ADA,
            onBehalfOf: null,
            side: 'sender',
            fileName: 'letter.pdf',
            contentType: 'application/pdf',
            sizeBytes: 2048,
          },
          message(4, 'Slot on Friday.', { actor: BEN, side: 'receiver' }),
        ],
      }),
    }));
    renderSection();
    expect(screen.getByRole('heading', { name: CONVERSATION_TEXT.heading })).toBeInTheDocument();
    expect(texts()).toEqual(['Referred by Dr Ada Okafor09:30 05/01/2026']);
    expect(screen.getByRole('status')).toHaveTextContent(CONVERSATION_TEXT.loading);

    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(texts()[1]).toBe(
      'Message from Sam Lee for Dr Ada Okafor11:00 05/01/2026Please call first.Correct',
    );
    expect(entries()[2]).toHaveTextContent('File added by Dr Ada Okafor');
    expect(entries()[2]).toHaveTextContent('letter.pdf (2 KB)');
    expect(texts()[3]).toBe('Message from Mr Ben Hart14:00 05/01/2026Slot on Friday.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a file as the attachments feature renders it, and offers its upload to those who may write', async () => {
    serve(() => ({
      status: 200,
      data: timeline({
        entries: [
          CREATED,
          {
            kind: 'attachment',
            id: 3,
            at: '2026-01-05T12:30:00Z',
            actor: ADA,
            onBehalfOf: null,
            side: 'sender',
            fileName: null,
            contentType: 'image/png',
            sizeBytes: 10,
          },
        ],
      }),
    }));
    const renderAttachment = jest.fn((attachment: { id: number }) => <span>File {attachment.id} here</span>);
    render(
      <RefnetProviders>
        <ConversationSection
          referral={referralFixture({ id: 12 })}
          canManage
          renderAttachment={renderAttachment}
          renderUpload={() => <button type="button">Attach</button>}
        />
      </RefnetProviders>,
    );
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[1]).toHaveTextContent('File 3 here');
    expect(renderAttachment).toHaveBeenCalledWith(expect.objectContaining({ id: 3, fileName: null }));
    expect(screen.getByRole('button', { name: 'Attach' })).toBeInTheDocument();
  });

  it('marks unread news read once shown, and the badge follows', async () => {
    appStore.set(notificationCountAtom, 3);
    const api = serve((_, read) => ({ status: 200, data: timeline({ unread: !read }) }));
    renderSection();
    await waitFor(() => expect(api.calls()).toContain('POST /referrals/12/read/'));
    await waitFor(() => expect(appStore.get(notificationCountAtom)).toBe(1));
    // The write asks for the timeline again: it no longer says unread.
    await waitFor(() => expect(api.calls().filter((call) => call.endsWith('/timeline/'))).toHaveLength(2));
    expect(api.calls().filter((call) => call === 'POST /referrals/12/read/')).toHaveLength(1);
  });

  it('does not mark read what has no news', async () => {
    const api = serve(() => ({ status: 200, data: timeline() }));
    renderSection();
    await screen.findByRole('form', { name: CONVERSATION_TEXT.messageLabel });
    expect(api.calls()).not.toContain('POST /referrals/12/read/');
  });

  it('checks the sender’s message for the patient before acceptance, not after', async () => {
    serve(() => ({ status: 200, data: timeline() }));
    renderSection();
    const field = await screen.findByRole('textbox', { name: CONVERSATION_TEXT.messageLabel });
    await userEvent.type(field, 'John called.');
    expect(screen.getByRole('alert')).toHaveTextContent("the patient's name");
  });

  it('after acceptance the sender may name the patient', async () => {
    serve(() => ({ status: 200, data: timeline({ receiverHasAccepted: true }) }));
    renderSection();
    const field = await screen.findByRole('textbox', { name: CONVERSATION_TEXT.messageLabel });
    await userEvent.type(field, 'John called.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Correct on my side’s messages only, pre-filled and naming the original', async () => {
    serve(() => ({
      status: 200,
      data: timeline({
        viewer: 'receiver',
        entries: [
          CREATED,
          message(1, 'From the sender.'),
          message(2, 'Mine, Monday.', { actor: BEN, side: 'receiver' }),
        ],
      }),
    }));
    renderSection(receivedReferral('Pending', { id: 12 }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(within(entries()[1]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(entries()[2]!).getByRole('button', { name: /^Correct/ }));
    const field = screen.getByRole('textbox', { name: CONVERSATION_TEXT.messageLabel });
    expect(field).toHaveValue('Mine, Monday.');
    expect(screen.getByText(CONVERSATION_TEXT.correcting('12:00 05/01/2026'))).toBeInTheDocument();
  });

  it('shows a correction with the message it corrects', async () => {
    serve(() => ({
      status: 200,
      data: timeline({
        entries: [CREATED, message(1, 'Monday.'), message(2, 'Tuesday.', { correctsMessageId: 1 })],
      }),
    }));
    renderSection();
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toHaveTextContent(
      `Correction from Dr Ada Okafor12:00 05/01/2026${CONVERSATION_TEXT.corrects('11:00 05/01/2026')}Tuesday.`,
    );
  });

  it('without the manage permission: the thread, no composer, and why', async () => {
    serve(() => ({ status: 200, data: timeline({ entries: [CREATED, message(1, 'Hello.')] }) }));
    renderSection(referralFixture({ id: 12 }), false);
    await screen.findByText(CONVERSATION_TEXT.readOnly);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct/ })).not.toBeInTheDocument();
  });

  it('an open referral nobody has taken: no one to write to yet', async () => {
    serve(() => ({ status: 200, data: timeline({ canPost: false }) }));
    renderSection();
    await screen.findByText(CONVERSATION_TEXT.noOtherSide);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a rejected or cancelled referral: the thread, and no more messages', async () => {
    serve(() => ({ status: 200, data: timeline({ canPost: false }) }));
    renderSection(referralFixture({ id: 12, status: 'CANCELLED' }));
    await screen.findByText(CONVERSATION_TEXT.closed);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a failed load keeps the state changes and offers Retry', async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 500 } : { status: 200, data: timeline({ entries: [CREATED, message(1, 'Back.')] }) },
    );
    renderSection();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_TEXT.failed);
    expect(texts()).toEqual(['Referred by Dr Ada Okafor09:30 05/01/2026']);
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(entries()).toHaveLength(2));
  });

  it('reads earlier entries on request, before the newest page', async () => {
    const api = serve((before) =>
      before === 'c1'
        ? { status: 200, data: timeline({ entries: [CREATED, message(1, 'First.')], earlier: null }) }
        : {
            status: 200,
            data: timeline({ entries: [message(2, 'Second.'), message(3, 'Third.')], earlier: 'c1' }),
          },
    );
    renderSection();
    await waitFor(() => expect(entries()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_TEXT.earlier }));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(texts().map((text) => text?.slice(0, 12))).toEqual([
      'Referred by ',
      'Message from',
      'Message from',
      'Message from',
    ]);
    expect(entries()[1]).toHaveTextContent('First.');
    expect(entries()[3]).toHaveTextContent('Third.');
    expect(screen.queryByRole('button', { name: CONVERSATION_TEXT.earlier })).not.toBeInTheDocument();
    expect(api.calls().filter((call) => call.endsWith('/timeline/'))).toHaveLength(2);
  });
});
