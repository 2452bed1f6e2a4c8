import { useState } from 'react';
import { DELEGATE_MESSAGES, type DelegatesResponse, type DelegateUserLink } from '@refnet/contracts/accounts';
import { Button, Flex, personName, Typography } from '@refnet/shared-ui';
import { restoreDelegate } from '@refnet/shared-ui/accounts';
import { useDelegateChange } from './useDelegateChange';

export interface InactiveDelegatesProps {
  delegates: readonly DelegateUserLink[];
  onChanged: (lists: DelegatesResponse) => void;
}

function RestoreButton({
  delegate,
  name,
  onChanged,
}: { delegate: DelegateUserLink; name: string } & Pick<InactiveDelegatesProps, 'onChanged'>) {
  const [restoring, setRestoring] = useState(false);
  const restore = useDelegateChange(onChanged, { announce: true });
  // SPEC §4: only a delegate who has registered can be restored.
  if (!delegate.hasRegistered) {
    return <Button disabled>{DELEGATE_MESSAGES.notYetRegistered}</Button>;
  }
  return (
    <Button
      aria-label={`Restore ${name}`}
      loading={restoring}
      onClick={async () => {
        setRestoring(true);
        // On success this row leaves the list (and the component unmounts).
        if (!(await restore(() => restoreDelegate({ id: delegate.id })))) setRestoring(false);
      }}
    >
      Restore
    </Button>
  );
}

/** SPEC §2.13 "Inactive Delegate accounts": deactivated delegates and invitations not yet taken up. */
export function InactiveDelegates({ delegates, onChanged }: InactiveDelegatesProps) {
  return (
    <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {delegates.map((delegate) => {
        const name = personName(delegate.delegateUserProfile);
        return (
          <Flex component="li" key={delegate.id} justify="space-between" align="center" wrap gap="small">
            <div>
              <Typography.Text strong>{name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{delegate.delegateEmail}</Typography.Text>
            </div>
            <RestoreButton delegate={delegate} name={name} onChanged={onChanged} />
          </Flex>
        );
      })}
    </Flex>
  );
}
