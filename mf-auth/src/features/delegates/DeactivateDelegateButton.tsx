import type { DelegatesResponse, DelegateUserLink } from '@refnet/contracts/accounts';
import { Button } from '@refnet/shared-ui';
import { deactivateDelegate } from '@refnet/shared-ui/accounts';
import { Popconfirm } from '@refnet/shared-ui/display';
import { useDelegateChange } from './useDelegateChange';

export interface DeactivateDelegateButtonProps {
  delegate: DelegateUserLink;
  name: string;
  onDeactivated: (lists: DelegatesResponse) => void;
}

/** Deactivate, once confirmed (SPEC §4); the delegate then moves to the inactive accounts. */
export function DeactivateDelegateButton({ delegate, name, onDeactivated }: DeactivateDelegateButtonProps) {
  const deactivate = useDelegateChange(onDeactivated, { announce: true });
  return (
    <Popconfirm
      title={`Deactivate ${name}?`}
      description="They will no longer be able to sign in or act for you."
      okText="Deactivate"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      // Returning the promise keeps the question open, its button loading, until the answer.
      onConfirm={() => deactivate(() => deactivateDelegate({ id: delegate.id }))}
    >
      <Button danger aria-label={`Deactivate ${name}`}>
        Deactivate
      </Button>
    </Popconfirm>
  );
}
