import { render, screen, within } from '@testing-library/react';
import type { ApiToken } from '@refnet/contracts/api-tokens';
import { ScrollableTable } from '../ScrollableTable/ScrollableTable';
import { apiTokenColumns, lastUsedText } from './apiTokenColumns';

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 4,
  name: 'Practice system',
  displayPrefix: 'rn_pat_AbC12x',
  createdAt: '2026-01-31T10:00:00Z',
  expiresAt: '2026-07-15T23:30:00Z',
  lastUsedAt: null,
  revokedAt: null,
  state: 'active',
  ...overrides,
});

describe('apiTokenColumns', () => {
  it('shows name, first characters, UK dates, "Never" for an unused token, and the state', () => {
    render(
      <ScrollableTable<ApiToken>
        aria-label="Tokens"
        columns={apiTokenColumns<ApiToken>()}
        dataSource={[
          token(),
          token({ id: 5, name: 'Lab feed', lastUsedAt: '2026-06-01T08:05:00Z', state: 'revoked' }),
        ]}
        rowKey="id"
        pagination={false}
      />,
    );
    const table = screen.getByRole('table', { name: 'Tokens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Token', 'Created', 'Expires', 'Last used', 'State']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 23:30 UTC on 15 July is 00:30 on 16 July in London (BST).
    expect(cells(first!)).toEqual([
      'Practice system',
      'rn_pat_AbC12x…',
      '31/01/2026',
      '16/07/2026',
      'Never',
      'Active',
    ]);
    expect(cells(second!)).toEqual([
      'Lab feed',
      'rn_pat_AbC12x…',
      '31/01/2026',
      '16/07/2026',
      '09:05 01/06/2026',
      'Revoked',
    ]);
  });

  it('says Never only for a token never used', () => {
    expect(lastUsedText(null)).toBe('Never');
    expect(lastUsedText('2026-01-31T10:00:00Z')).toBe('10:00 31/01/2026');
  });
});
