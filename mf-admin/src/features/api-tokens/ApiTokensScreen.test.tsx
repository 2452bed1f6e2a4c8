import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import { API_TOKEN_TEXTS, type StaffApiToken } from '@refnet/contracts/api-tokens';
import { apiClient, appStore, globalMessageAtom } from '@refnet/shared-ui';
import { fakeTransport, signInAs, signOut, type FakeReply } from '@refnet/shared-ui/testing';
import type { InternalAxiosRequestConfig } from 'axios';
import { adminListTexts } from '../../components/adminListTexts';
import { columnHeaders, renderScreen, tableRows, tabLabels } from '../../testing/renderScreen';
import { ApiTokensScreen } from './ApiTokensScreen';

const OWNER = {
  userId: 15,
  title: 'Dr',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.org',
};

const staffToken = (id: number, overrides: Partial<StaffApiToken> = {}): StaffApiToken => ({
  id,
  name: `System ${id}`,
  displayPrefix: 'rn_pat_AbC12x',
  createdAt: '2026-03-02T09:15:00Z',
  expiresAt: '2026-05-31T09:15:00Z',
  lastUsedAt: null,
  revokedAt: null,
  state: 'active',
  owner: OWNER,
  ...overrides,
});

/** Tokens `from` down to `to` (newest first, as the server sends them). */
const tokensFrom = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => staffToken(from - index));

const TEXTS = adminListTexts('API token');
const realAdapter = apiClient.defaults.adapter;

/** A request as the fake server sees it: "method url" and its query. */
const requestKey = ({ method, url, params }: InternalAxiosRequestConfig) =>
  `${method} ${url} ${new URLSearchParams(params as Record<string, string>).toString()}`.trim();

/** Serves the screen: replies by "method url query", several in turn (the last one kept). */
function serve(server: Record<string, FakeReply | FakeReply[]>) {
  const transport = fakeTransport((request) => {
    const reply = server[requestKey(request)];
    if (!Array.isArray(reply)) return reply ?? { status: 404 };
    return (reply.length > 1 ? reply.shift() : reply[0]) ?? { status: 404 };
  });
  apiClient.defaults.adapter = transport.adapter;
  return () => transport.requests.map(requestKey);
}

const page = (tokens: StaffApiToken[], total = tokens.length): FakeReply => ({
  status: 200,
  data: { tokens, total },
});

beforeEach(() => signInAs('Staff'));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  signOut();
  appStore.set(globalMessageAtom, null);
});

async function showTokens(url = '/staff/api-tokens') {
  renderScreen(url, ApiTokensScreen);
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS.loading);
  await screen.findByRole('table');
}

describe('API tokens (staff)', () => {
  it('lists the active tokens with their owners, newest first, and offers Revoke', async () => {
    const calls = serve({
      'get /staff/api-tokens/ filter=active': page([
        staffToken(9, { lastUsedAt: '2026-03-09T14:05:00Z' }),
        staffToken(4),
      ]),
    });
    await showTokens();
    expect(screen.getByRole('heading', { level: 1, name: 'API tokens' })).toBeInTheDocument();
    expect(tabLabels()).toEqual(['Active tokens', 'All tokens']);
    expect(columnHeaders('API tokens: Active tokens')).toEqual([
      'Owner',
      'Email',
      'Name',
      'Token',
      'Created',
      'Expires',
      'Last used',
      'State',
      'Action',
    ]);
    expect(tableRows('API tokens: Active tokens')).toEqual([
      [
        'Dr Ada Okafor',
        'ada@example.org',
        'System 9',
        'rn_pat_AbC12x…',
        '02/03/2026',
        '31/05/2026',
        '14:05 09/03/2026',
        'Active',
        'Revoke',
      ],
      [
        'Dr Ada Okafor',
        'ada@example.org',
        'System 4',
        'rn_pat_AbC12x…',
        '02/03/2026',
        '31/05/2026',
        'Never',
        'Active',
        'Revoke',
      ],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(calls()).toEqual(['get /staff/api-tokens/ filter=active']);
  });

  it('asks the server for each page: Next after the last row, Previous before the first, End at the end', async () => {
    const calls = serve({
      'get /staff/api-tokens/ filter=active': page(tokensFrom(80, 56), 80),
      'get /staff/api-tokens/ filter=active&after=56': page(tokensFrom(55, 31), 80),
      'get /staff/api-tokens/ filter=active&at=end': page(tokensFrom(5, 1), 80),
      'get /staff/api-tokens/ filter=active&before=5': page(tokensFrom(30, 6), 80),
    });
    await showTokens();
    const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
    const names = () => tableRows('API tokens: Active tokens').map((row) => row[2]);
    expect(pager()).toHaveTextContent('Displaying 1 to 25 of 80');
    const user = userEvent.setup();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager()).toHaveTextContent('Displaying 26 to 50 of 80'));
    expect(names()[0]).toBe('System 55');

    await user.click(within(pager()).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(pager()).toHaveTextContent('Displaying 76 to 80 of 80'));
    expect(names()).toEqual(tokensFrom(5, 1).map((token) => token.name));

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager()).toHaveTextContent('Displaying 51 to 75 of 80'));
    expect(names()[0]).toBe('System 30');

    // The first page is still held: Start shows it without asking again.
    await user.click(within(pager()).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(pager()).toHaveTextContent('Displaying 1 to 25 of 80'));
    expect(names()[0]).toBe('System 80');
    expect(calls()).toEqual([
      'get /staff/api-tokens/ filter=active',
      'get /staff/api-tokens/ filter=active&after=56',
      'get /staff/api-tokens/ filter=active&at=end',
      'get /staff/api-tokens/ filter=active&before=5',
    ]);
  });

  it('shows every token under All tokens, Revoke only for the active ones', async () => {
    serve({
      'get /staff/api-tokens/ filter=all': page([
        staffToken(3, { state: 'revoked', revokedAt: '2026-03-10T10:00:00Z' }),
        staffToken(2, { state: 'expired' }),
        staffToken(1),
      ]),
    });
    await showTokens('/staff/api-tokens?group=all');
    expect(screen.getByRole('tab', { name: 'All tokens' })).toHaveAttribute('aria-selected', 'true');
    expect(tableRows('API tokens: All tokens').map((row) => [row[7], row[8]])).toEqual([
      ['Revoked', ''],
      ['Expired', ''],
      ['Active', 'Revoke'],
    ]);
  });

  it('revokes a token once confirmed, says so and reads the page again', async () => {
    const message = { variant: 'success', message: API_TOKEN_TEXTS.revoked('System 9') } as const;
    const revoked = staffToken(9, { state: 'revoked', revokedAt: '2026-03-11T10:00:00Z' });
    const calls = serve({
      'get /staff/api-tokens/ filter=active': [page([staffToken(9), staffToken(4)]), page([staffToken(4)])],
      'delete /staff/api-tokens/9/': { status: 200, data: { message, token: revoked } },
    });
    await showTokens();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke System 9' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent(API_TOKEN_TEXTS.revokeQuestion('System 9'));
    await user.click(within(question).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(tableRows('API tokens: Active tokens')).toHaveLength(1));
    expect(appStore.get(globalMessageAtom)).toEqual(message);
    expect(calls()).toEqual([
      'get /staff/api-tokens/ filter=active',
      'delete /staff/api-tokens/9/',
      'get /staff/api-tokens/ filter=active',
    ]);
  });

  it('goes back to the first page when revoking emptied the one on screen', async () => {
    const message = { variant: 'success', message: API_TOKEN_TEXTS.revoked('System 1') } as const;
    serve({
      'get /staff/api-tokens/ filter=active': [page(tokensFrom(26, 2), 26), page(tokensFrom(26, 2), 25)],
      'get /staff/api-tokens/ filter=active&after=2': [page([staffToken(1)], 26), page([], 25)],
      'delete /staff/api-tokens/1/': { status: 200, data: { message, token: staffToken(1) } },
    });
    await showTokens();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableRows('API tokens: Active tokens')[0]?.[2]).toBe('System 1'));
    await user.click(screen.getByRole('button', { name: 'Revoke System 1' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument(),
    );
    expect(tableRows('API tokens: Active tokens')).toHaveLength(25);
    expect(tableRows('API tokens: Active tokens')[0]?.[2]).toBe('System 26');
  });

  it('says when there is nothing to list, and offers a retry when the list cannot be loaded', async () => {
    serve({ 'get /staff/api-tokens/ filter=active': [{ status: 500 }, page([])] });
    renderScreen('/staff/api-tokens', ApiTokensScreen);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(TEXTS.failed);
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(ADMIN_TEXTS.noneFound('active API tokens'))).toBeInTheDocument();
  });
});
