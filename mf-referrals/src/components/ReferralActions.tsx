import { Button, Flex } from '@refnet/shared-ui';
import { Popconfirm } from '@refnet/shared-ui/display';
import { ACTION_LABELS, CONFIRMATIONS, type ReferralAction } from './referralTransitions';

export const NO_MANAGE_PERMISSION_TEXT =
  'You do not have permission to manage referrals. The clinician you act for can grant it.';

export interface ReferralActionsProps {
  actions: readonly ReferralAction[];
  /** SPEC §6 permissionManageReferrals: without it every button is disabled. */
  canManage: boolean;
  /** The action whose call is running: it shows loading, the others wait. */
  running: ReferralAction | null;
  onAction: (action: ReferralAction) => void;
}

/** The buttons of a referral's view (SPEC §4), those that cannot be undone asking for confirmation first. */
export function ReferralActions({ actions, canManage, running, onAction }: ReferralActionsProps) {
  if (actions.length === 0) return null;
  return (
    <Flex gap="small" wrap>
      {actions.map((action) => {
        const button = (
          <Button
            key={action}
            type={action === 'accept' ? 'primary' : 'default'}
            danger={action === 'reject' || action === 'cancel'}
            loading={running === action}
            disabled={!canManage || (running !== null && running !== action)}
            title={canManage ? undefined : NO_MANAGE_PERMISSION_TEXT}
            onClick={CONFIRMATIONS[action] ? undefined : () => onAction(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        );
        const confirmation = CONFIRMATIONS[action];
        if (!confirmation || !canManage) return button;
        return (
          <Popconfirm
            key={action}
            title={confirmation.title}
            okText={confirmation.okText}
            cancelText="Keep referral"
            okButtonProps={{ danger: true }}
            onConfirm={() => onAction(action)}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Flex>
  );
}
