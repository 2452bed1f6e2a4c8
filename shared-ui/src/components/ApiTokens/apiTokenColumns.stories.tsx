import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ApiToken } from '@refnet/contracts/api-tokens';
import { ScrollableTable } from '../ScrollableTable/ScrollableTable';
import { apiTokenColumns } from './apiTokenColumns';

const TOKENS: ApiToken[] = [
  {
    id: 3,
    name: 'Practice management system',
    displayPrefix: 'rn_pat_Q7fKd2',
    createdAt: '2026-03-02T09:15:00Z',
    expiresAt: '2026-05-31T09:15:00Z',
    lastUsedAt: '2026-03-09T14:05:00Z',
    revokedAt: null,
    state: 'active',
  },
  {
    id: 2,
    name: 'Lab results feed',
    displayPrefix: 'rn_pat_x0LmPe',
    createdAt: '2026-01-10T08:00:00Z',
    expiresAt: '2026-02-09T08:00:00Z',
    lastUsedAt: null,
    revokedAt: null,
    state: 'expired',
  },
  {
    id: 1,
    name: 'Old integration',
    displayPrefix: 'rn_pat_9aZuVw',
    createdAt: '2025-11-20T12:00:00Z',
    expiresAt: '2026-11-20T12:00:00Z',
    lastUsedAt: '2025-12-01T17:45:00Z',
    revokedAt: '2025-12-02T09:00:00Z',
    state: 'revoked',
  },
];

const meta = {
  title: 'Lists/ApiTokenColumns',
  component: ScrollableTable<ApiToken>,
  args: {
    'aria-label': 'API tokens',
    columns: apiTokenColumns<ApiToken>(),
    dataSource: TOKENS,
    rowKey: 'id',
    pagination: false,
  },
} satisfies Meta<typeof ScrollableTable<ApiToken>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, expired and revoked tokens, one used and one never. */
export const EveryState: Story = {};
