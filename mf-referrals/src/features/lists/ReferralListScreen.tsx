import { useState } from 'react';
import {
  Flex,
  PageContainer,
  PageHeading,
  useMaxWidth,
  useReferralPermissions,
  type ScreenProps,
} from '@refnet/shared-ui';
import {
  GroupHelpModal,
  LoadFailed,
  LoadingState,
  RefreshButton,
  SortToggle,
  type SortOrder,
} from '@refnet/shared-ui/display';
import { GroupTabs } from '@refnet/shared-ui/forms';
import { useNotificationCountChange } from '@refnet/shared-ui/referrals';
import { PermissionGate } from '../../components/PermissionGate';
import type { Counterpart } from '../../components/ReferralCounterpart';
import type { ReferralDirection, ReferralListData } from '../../state/referralListQuery';
import { useReferralList } from '../../state/useReferralList';
import { ReferralGroupPage } from './ReferralGroupPage';
import type { ReferralGroup } from './referralGroups';
import { useReferralGroup } from './useReferralGroup';

export const LOADING_REFERRALS_TEXT = 'Loading referrals...';
export const REFERRALS_LOAD_FAILED_TEXT = 'The referrals could not be loaded. Please try again.';
export const GROUP_SELECT_LABEL = 'Select referral group';
export const NO_VIEW_PERMISSION_TEXT =
  'Your clinician has not allowed you to view referrals. They can grant you this permission.';
/** SPEC §2.9: the sort toggle shows only above this width. */
const SORT_TOGGLE_MIN_WIDTH = 992;

export interface ReferralListConfig<Direction extends ReferralDirection> {
  direction: Direction;
  groups: readonly ReferralGroup<ReferralListData[Direction]>[];
  helpTitle: string;
  /** Whose name the fourth column shows, and its header. */
  counterpart: Counterpart;
  counterpartTitle: string;
}

/** The grouped tabs of a list, newest or oldest first, with paged bars. */
function ReferralGroups<Direction extends ReferralDirection>({
  title,
  config,
}: {
  title: string;
  config: ReferralListConfig<Direction>;
}) {
  const [group, chooseGroup] = useReferralGroup(config.direction, config.groups);
  const { list, refresh } = useReferralList(config.direction, group.key);
  // The header's poll saw referrals arrive or leave: the page on screen is fetched again.
  useNotificationCountChange(refresh);
  const [order, setOrder] = useState<SortOrder>('newest');
  const showSort = !useMaxWidth(SORT_TOGGLE_MIN_WIDTH);
  const { permissionManageReferrals } = useReferralPermissions();

  return (
    <GroupTabs
      groups={config.groups}
      activeKey={group.key}
      selectLabel={GROUP_SELECT_LABEL}
      onChange={chooseGroup}
    >
      <Flex justify="end" gap="small" wrap style={{ marginBottom: 16 }}>
        <RefreshButton onRefresh={refresh} />
        {showSort && <SortToggle order={order} onChange={setOrder} />}
      </Flex>
      {list.status === 'loading' && <LoadingState text={LOADING_REFERRALS_TEXT} />}
      {list.status === 'error' && <LoadFailed text={REFERRALS_LOAD_FAILED_TEXT} onRetry={list.retry} />}
      {list.status === 'ready' && (
        <ReferralGroupPage
          // A new group or order starts again on page 1.
          key={`${group.key}-${order}`}
          label={`${title}: ${group.label}`}
          source={{
            direction: config.direction,
            group: group.apiGroup,
            order,
            firstPage: group.select(list.data),
            total: group.total(list.data),
          }}
          counterpart={config.counterpart}
          counterpartTitle={config.counterpartTitle}
          canManage={permissionManageReferrals}
          refreshList={refresh}
        />
      )}
    </GroupTabs>
  );
}

/**
 * A referral list screen (SPEC §2.7–2.9). SPEC §6: a delegate without permissionViewReferrals is told why
 * there is nothing to see, and the list (which the API would refuse) is not asked for.
 */
export function ReferralListScreen<Direction extends ReferralDirection>({
  route,
  config,
}: ScreenProps & { config: ReferralListConfig<Direction> }) {
  return (
    <PageContainer>
      <PageHeading
        title={route.title}
        extra={<GroupHelpModal title={config.helpTitle} groups={config.groups} />}
      />
      <PermissionGate permission="permissionViewReferrals" deniedText={NO_VIEW_PERMISSION_TEXT}>
        <ReferralGroups title={route.title} config={config} />
      </PermissionGate>
    </PageContainer>
  );
}
