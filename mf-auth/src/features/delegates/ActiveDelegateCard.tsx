import type { DelegatesResponse, DelegateUserLink } from '@refnet/contracts/accounts';
import { Flex, formatDate, personName, Typography } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import { DeactivateDelegateButton } from './DeactivateDelegateButton';
import { PermissionSwitches } from './PermissionSwitches';

export interface ActiveDelegateCardProps {
  delegate: DelegateUserLink;
  onChanged: (lists: DelegatesResponse) => void;
}

/** An active delegate: who, since when, what they may do, and the way to stop them. */
export function ActiveDelegateCard({ delegate, onChanged }: ActiveDelegateCardProps) {
  const name = personName(delegate.delegateUserProfile);
  const headingId = `delegate-${delegate.id}-name`;
  return (
    <Card size="small" role="article" aria-labelledby={headingId}>
      <Flex justify="space-between" align="start" wrap gap="middle">
        <div>
          <Typography.Title id={headingId} level={3} style={{ margin: 0, fontSize: '1.125rem' }}>
            {name}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: '4px 0 0' }}>{delegate.delegateEmail}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Delegate since {formatDate(delegate.accountCreatedOn)}
          </Typography.Paragraph>
        </div>
        <DeactivateDelegateButton delegate={delegate} name={name} onDeactivated={onChanged} />
      </Flex>
      <div style={{ marginTop: 16 }}>
        <PermissionSwitches delegate={delegate} name={name} onSaved={onChanged} />
      </div>
    </Card>
  );
}
