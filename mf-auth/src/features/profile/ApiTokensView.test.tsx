import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TOKEN_TEXTS, type ApiToken, type CreateApiTokenResponse } from '@refnet/contracts/api-tokens';
import { apiClient, appStore, globalMessageAtom, RefnetProviders } from '@refnet/shared-ui';
import { chooseOption, fakeTransport, type FakeReply } from '@refnet/shared-ui/testing';
import {
  ApiTokensView,
  AWAITING_APPROVAL_TOKENS_TEXT,
  LOADING_TOKENS_TEXT,
  NO_TOKENS_TEXT,
  TOKENS_LOAD_FAILED_TEXT,
} from './ApiTokensView';
import { SHOWN_ONCE_WARNING } from './NewApiTokenModal';

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 7,
  name: 'Practice system',
  displayPrefix: 'rn_pat_AbC12x',
  createdAt: '2026-03-02T09:15:00Z',
  expiresAt: '2026-05-31T09:15:00Z',
  lastUsedAt: null,
  revokedAt: null,
  state: 'active',
  ...overrides,
});

const PRACTICE = token();
const LAB = token({
  id: 5,
  name: 'Lab feed',
  displayPrefix: 'rn_pat_x0LmPe',
  lastUsedAt: '2026-03-09T14:05:00Z',
  revokedAt: '2026-03-10T10:00:00Z',
  state: 'revoked',
});
const SECRET = 'rn_pat_AbC12xSecretPartThatIsShownOnlyOnce0123456';

type FakeServer = Record<string, FakeReply | FakeReply[]>;

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  appStore.set(globalMessageAtom, null);
});

/** The view against a fake server: replies by "method url", several in turn (the last one kept). */
function renderView(server: FakeServer, { mayCreate = true } = {}) {
  const transport = fakeTransport(({ method, url }) => {
    const reply = server[`${method} ${url}`];
    if (!Array.isArray(reply)) return reply ?? { status: 404 };
    return (reply.length > 1 ? reply.shift() : reply[0]) ?? { status: 404 };
  });
  apiClient.defaults.adapter = transport.adapter;
  render(
    <RefnetProviders>
      <ApiTokensView mayCreate={mayCreate} />
    </RefnetProviders>,
  );
  return {
    calls: () => transport.requests.map(({ method, url }) => `${method} ${url}`),
    bodyOf: (key: string): unknown => {
      const request = transport.requests.filter(({ method, url }) => `${method} ${url}` === key).at(-1);
      if (!request) throw new Error(`no request ${key}`);
      return JSON.parse(request.data as string);
    },
  };
}

const listed = (...tokens: ApiToken[]): FakeReply => ({ status: 200, data: { tokens } });

const rows = () => {
  const [, ...body] = within(screen.getByRole('table', { name: 'Your API tokens' })).getAllByRole('row');
  return body.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
};

describe('ApiTokensView', () => {
  it('lists the tokens with UK dates, "Never" when unused and their state; only active ones can be revoked', async () => {
    renderView({ 'get /api-tokens/': listed(PRACTICE, LAB) });
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TOKENS_TEXT);
    await screen.findByRole('table', { name: 'Your API tokens' });
    expect(rows()).toEqual([
      ['Practice system', 'rn_pat_AbC12x…', '02/03/2026', '31/05/2026', 'Never', 'Active', 'Revoke'],
      ['Lab feed', 'rn_pat_x0LmPe…', '02/03/2026', '31/05/2026', '14:05 09/03/2026', 'Revoked', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Revoke Practice system' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Lab feed' })).not.toBeInTheDocument();
  });

  it('says when there are no tokens', async () => {
    renderView({ 'get /api-tokens/': listed() });
    expect(await screen.findByText(NO_TOKENS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderView({ 'get /api-tokens/': [{ status: 500 }, listed(PRACTICE)] });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(TOKENS_LOAD_FAILED_TEXT);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Your API tokens' });
    expect(rows()).toHaveLength(1);
  });

  it('creates a token, shows it once with a copy button, and forgets it when closed', async () => {
    const created: CreateApiTokenResponse = {
      message: { variant: 'success', message: API_TOKEN_TEXTS.created('CRM') },
      token: token({ id: 9, name: 'CRM' }),
      secret: SECRET,
    };
    const { bodyOf, calls } = renderView({
      'get /api-tokens/': [listed(), listed(created.token)],
      'post /api-tokens/': { status: 200, data: created },
    });
    // user-event gives the page a clipboard of its own.
    const user = userEvent.setup();
    await screen.findByText(NO_TOKENS_TEXT);

    const form = screen.getByRole('form', { name: 'Create an API token' });
    expect(within(form).getByTitle('90 days')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Token name'), '  CRM ');
    await chooseOption('Expires after', '30 days', user);
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'API token "CRM"' });
    expect(bodyOf('post /api-tokens/')).toEqual({ name: '  CRM ', expiresInDays: 30 });
    expect(within(dialog).getByText(SHOWN_ONCE_WARNING)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New API token')).toHaveTextContent(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied.');

    // The write made the list stale: it is asked again and shows the new token.
    await waitFor(() => expect(rows()[0]?.[0]).toBe('CRM'));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(calls()).toEqual(['get /api-tokens/', 'post /api-tokens/', 'get /api-tokens/']);
  });

  it('checks the name as the API does, and shows the server’s refusal', async () => {
    const refusal = { variant: 'danger', message: API_TOKEN_TEXTS.nameTaken('CRM') } as const;
    const { calls } = renderView({
      'get /api-tokens/': listed(PRACTICE),
      'post /api-tokens/': { status: 409, data: { message: refusal } },
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Your API tokens' });
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(API_TOKEN_TEXTS.nameRequired)).toBeInTheDocument();
    expect(calls()).not.toContain('post /api-tokens/');

    await user.type(screen.getByLabelText('Token name'), 'CRM');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(appStore.get(globalMessageAtom)).toEqual(refusal));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('CRM');
  });

  it('revokes a token only once confirmed, then shows the list again', async () => {
    const message = { variant: 'success', message: API_TOKEN_TEXTS.revoked('Practice system') } as const;
    const revoked = token({ state: 'revoked', revokedAt: '2026-03-11T10:00:00Z' });
    const { calls } = renderView({
      'get /api-tokens/': [listed(PRACTICE), listed(revoked)],
      'delete /api-tokens/7/': { status: 200, data: { message, token: revoked } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke Practice system' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent(API_TOKEN_TEXTS.revokeQuestion('Practice system'));
    expect(question).toHaveTextContent(API_TOKEN_TEXTS.revokeExplanation);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls()).toEqual(['get /api-tokens/']);

    await user.click(screen.getByRole('button', { name: 'Revoke Practice system' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rows()[0]?.[5]).toBe('Revoked'));
    expect(appStore.get(globalMessageAtom)).toEqual(message);
    expect(calls()).toEqual(['get /api-tokens/', 'delete /api-tokens/7/', 'get /api-tokens/']);
  });

  it('lists but does not offer to create tokens before the account is approved', async () => {
    renderView({ 'get /api-tokens/': listed() }, { mayCreate: false });
    expect(screen.getByText(AWAITING_APPROVAL_TOKENS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create an API token' })).not.toBeInTheDocument();
    expect(await screen.findByText(NO_TOKENS_TEXT)).toBeInTheDocument();
  });
});
