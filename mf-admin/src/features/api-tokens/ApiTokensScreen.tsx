import type { StaffApiTokenFilter } from '@refnet/contracts/api-tokens';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import type { ScreenProps } from '@refnet/shared-ui';
import { GroupTabs, type ListGroup } from '@refnet/shared-ui/forms';
import { adminListTexts } from '../../components/adminListTexts';
import { AdminPage } from '../../components/AdminPage';
import { AdminTable } from '../../components/AdminTable';
import { LoadedContent } from '../../components/LoadedContent';
import { useGroupParam } from '../../components/useGroupParam';
import { STAFF_API_TOKEN_COLUMNS } from './staffApiTokenColumns';
import { useStaffApiTokenPage } from './staffApiTokenPage';

const FILTERS: readonly ListGroup<StaffApiTokenFilter>[] = [
  { key: 'active', label: 'Active tokens' },
  { key: 'all', label: 'All tokens' },
];
const EMPTY_TEXTS: Record<StaffApiTokenFilter, string> = {
  active: ADMIN_TEXTS.noneFound('active API tokens'),
  all: ADMIN_TEXTS.noneFound('API tokens'),
};
const TEXTS = adminListTexts('API token');

/**
 * /staff/api-tokens (issue 21): every user's personal API tokens, 25 a page read from the server, newest
 * first, with who owns each; staff revoke one that leaked or misbehaves.
 */
export function ApiTokensScreen({ route }: ScreenProps) {
  const [filter, chooseFilter] = useGroupParam(
    FILTERS.map((group) => group.key),
    'active',
  );
  const { loaded, page, goTo } = useStaffApiTokenPage(filter);
  const label = `${route.title}: ${FILTERS.find((group) => group.key === filter)?.label ?? ''}`;
  return (
    <AdminPage title={route.title}>
      <GroupTabs groups={FILTERS} activeKey={filter} selectLabel={TEXTS.selectGroup} onChange={chooseFilter}>
        <LoadedContent loaded={loaded} loadingText={TEXTS.loading} failedText={TEXTS.failed}>
          {({ tokens, total }) => (
            <AdminTable
              label={label}
              columns={STAFF_API_TOKEN_COLUMNS}
              rows={tokens}
              emptyText={EMPTY_TEXTS[filter]}
              serverPage={{ page, total, onChange: goTo }}
            />
          )}
        </LoadedContent>
      </GroupTabs>
    </AdminPage>
  );
}
