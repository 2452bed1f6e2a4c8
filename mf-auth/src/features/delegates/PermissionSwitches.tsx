import { useState } from 'react';
import type { DelegatesResponse, DelegateUserLink } from '@refnet/contracts/accounts';
import { Flex } from '@refnet/shared-ui';
import { updateDelegatePermissions } from '@refnet/shared-ui/accounts';
import { Switch } from '@refnet/shared-ui/forms';
import { PERMISSION_FIELDS, PERMISSION_LABELS, permissionsOf, type PermissionField } from './permissions';
import { useDelegateChange } from './useDelegateChange';

export interface PermissionSwitchesProps {
  delegate: DelegateUserLink;
  name: string;
  onSaved: (lists: DelegatesResponse) => void;
}

/** One switch per permission; each change is saved at once and undone if that fails (SPEC §6). */
export function PermissionSwitches({ delegate, name, onSaved }: PermissionSwitchesProps) {
  // The switch being saved shows its new position until the answer says what is stored.
  const [saving, setSaving] = useState<{ field: PermissionField; value: boolean } | null>(null);
  const save = useDelegateChange(onSaved, { announce: false });

  const toggle = async (field: PermissionField, value: boolean) => {
    setSaving({ field, value });
    await save(() =>
      updateDelegatePermissions({
        delegateId: delegate.id,
        delegateUserId: delegate.delegateUserProfile.id,
        permissions: { ...permissionsOf(delegate), [field]: value },
      }),
    );
    setSaving(null);
  };

  return (
    <Flex vertical gap="small" role="group" aria-label={`Permissions of ${name}`}>
      {PERMISSION_FIELDS.map((field) => {
        const id = `delegate-${delegate.id}-${field}`;
        return (
          <Flex key={field} gap="small" align="center">
            <Switch
              id={id}
              aria-label={`${PERMISSION_LABELS[field]} for ${name}`}
              checked={saving?.field === field ? saving.value : delegate[field]}
              loading={saving?.field === field}
              // One change at a time: each save sends all three permissions.
              disabled={saving !== null}
              onChange={(checked) => void toggle(field, checked)}
            />
            <label htmlFor={id}>{PERMISSION_LABELS[field]}</label>
          </Flex>
        );
      })}
    </Flex>
  );
}
