import { Tag, Typography, type TableColumnsType } from 'antd';
import { API_TOKEN_TEXTS, type ApiToken, type ApiTokenState } from '@refnet/contracts/api-tokens';
import { formatDate, formatDateTime } from '../../format';

const STATE_COLOURS: Record<ApiTokenState, string> = {
  active: 'success',
  expired: 'default',
  revoked: 'error',
};

/** A token's state as a coloured tag: Active, Expired or Revoked. */
export function ApiTokenStateTag({ state }: { state: ApiTokenState }) {
  return <Tag color={STATE_COLOURS[state]}>{API_TOKEN_TEXTS.stateLabels[state]}</Tag>;
}

/** When a token was last used, in UK time, or "Never". */
export const lastUsedText = (lastUsedAt: string | null) =>
  lastUsedAt === null ? API_TOKEN_TEXTS.neverUsed : formatDateTime(lastUsedAt);

/**
 * The columns every list of personal API tokens shows (the owner's on the profile, the staff page): name,
 * the token's first characters, created, expires, last used and state. Add a list's own columns around them.
 */
export function apiTokenColumns<Row extends ApiToken>(): TableColumnsType<Row> {
  return [
    { title: 'Name', key: 'name', render: (_, token) => token.name },
    {
      title: 'Token',
      key: 'prefix',
      render: (_, token) => <Typography.Text code>{`${token.displayPrefix}…`}</Typography.Text>,
    },
    { title: 'Created', key: 'created', render: (_, token) => formatDate(token.createdAt) },
    { title: 'Expires', key: 'expires', render: (_, token) => formatDate(token.expiresAt) },
    { title: 'Last used', key: 'last-used', render: (_, token) => lastUsedText(token.lastUsedAt) },
    { title: 'State', key: 'state', render: (_, token) => <ApiTokenStateTag state={token.state} /> },
  ];
}
