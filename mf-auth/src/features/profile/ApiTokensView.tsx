import { useMemo, useState } from 'react';
import type { ApiToken, CreateApiTokenResponse } from '@refnet/contracts/api-tokens';
import { Flex, Typography } from '@refnet/shared-ui';
import { revokeApiToken } from '@refnet/shared-ui/api-tokens';
import { useServerData } from '@refnet/shared-ui/data';
import { Card, EmptyState, LoadFailed, LoadingState } from '@refnet/shared-ui/display';
import {
  apiTokenColumns,
  revokeApiTokenColumn,
  ScrollableTable,
  type TableColumnsType,
} from '@refnet/shared-ui/tables';
import { apiTokensQuery } from './apiTokensQuery';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import { NewApiTokenModal } from './NewApiTokenModal';

export const LOADING_TOKENS_TEXT = 'Loading your API tokens...';
export const TOKENS_LOAD_FAILED_TEXT = 'Your API tokens could not be loaded. Please try again.';
export const NO_TOKENS_TEXT = 'You have no API tokens.';
export const AWAITING_APPROVAL_TOKENS_TEXT =
  'You can create API tokens once the RefNet team has approved your account.';

function TokenTable({ tokens }: { tokens: readonly ApiToken[] }) {
  const columns = useMemo(
    (): TableColumnsType<ApiToken> => [
      ...apiTokenColumns<ApiToken>(),
      revokeApiTokenColumn((token) => revokeApiToken(token.id)),
    ],
    [],
  );
  if (tokens.length === 0) return <EmptyState text={NO_TOKENS_TEXT} />;
  return (
    <ScrollableTable<ApiToken>
      aria-label="Your API tokens"
      columns={columns}
      dataSource={[...tokens]}
      rowKey="id"
      pagination={false}
      size="middle"
    />
  );
}

/**
 * Profile view "API tokens" (issue 21): personal tokens a system sends to call RefNet as this user. Each is
 * shown once when created; the list shows what RefNet keeps of it, and revokes it.
 */
export function ApiTokensView({ mayCreate }: { mayCreate: boolean }) {
  const { loaded } = useServerData(apiTokensQuery);
  const [created, setCreated] = useState<CreateApiTokenResponse | null>(null);
  return (
    <Flex vertical gap="large">
      <Typography.Paragraph style={{ margin: 0 }}>
        A system you connect to RefNet, such as your practice management system, calls it with a token and can
        then do what you can. Give each system its own token, so you can revoke one alone.
      </Typography.Paragraph>
      <Card size="small" title="Create a token">
        {mayCreate ? (
          <CreateApiTokenForm onCreated={setCreated} />
        ) : (
          <Typography.Text type="secondary">{AWAITING_APPROVAL_TOKENS_TEXT}</Typography.Text>
        )}
      </Card>
      {loaded.status === 'loading' ? (
        <LoadingState text={LOADING_TOKENS_TEXT} />
      ) : loaded.status === 'error' ? (
        <LoadFailed text={TOKENS_LOAD_FAILED_TEXT} onRetry={loaded.retry} />
      ) : (
        <TokenTable tokens={loaded.data.tokens} />
      )}
      {created && <NewApiTokenModal created={created} onClose={() => setCreated(null)} />}
    </Flex>
  );
}
