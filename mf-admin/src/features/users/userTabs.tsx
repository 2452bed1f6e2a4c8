import { ADMIN_TEXTS, type AdminUser, type AdminUserProfilesResponse } from '@refnet/contracts/admin';
import { Button } from '@refnet/shared-ui';
import type { TableColumnType, TableColumnsType } from '@refnet/shared-ui/tables';
import { tableTab, type AdminListSpec, type AdminTab } from '../../components/AdminTabbedListPage';
import { emailColumn, idColumn, nameColumn, yesNoColumn } from '../../components/columns';
import { secondFactorColumn } from './ResetSecondFactorButton';

export type UserGroup = keyof AdminUserProfilesResponse;
export const USER_LIST: AdminListSpec<UserGroup> = { noun: 'user', download: 'users', defaultKey: 'users' };

/** Verify or Unverify, by whether the team has approved the user. */
export const verificationAction = (user: AdminUser) =>
  user.isVerified ? ADMIN_TEXTS.unverify : ADMIN_TEXTS.verify;

/**
 * SPEC §2.14 Users tabs and columns, and (issue 22) a Two-factor column where staff reset it; `onChoose` opens
 * the verification popup for a user. A user whose verification (or two-factor sign-in) the viewer may not
 * change has the button disabled, `refusalFor` (`resetRefusalFor`) saying why on hover.
 */
export function userTabs(
  onChoose: (user: AdminUser) => void,
  refusalFor: (user: AdminUser) => string | null,
  resetRefusalFor: (user: AdminUser) => string | null,
): AdminTab<AdminUserProfilesResponse, UserGroup>[] {
  const actionColumn = (title: string): TableColumnType<AdminUser> => ({
    title,
    key: 'action',
    render: (_, user) => {
      const refusal = refusalFor(user);
      return (
        <Button
          size="small"
          aria-label={`${verificationAction(user)} ${user.firstName} ${user.lastName}`}
          disabled={refusal !== null}
          title={refusal ?? undefined}
          onClick={() => onChoose(user)}
        >
          {verificationAction(user)}
        </Button>
      );
    },
  });
  const identity: TableColumnsType<AdminUser> = [idColumn(), nameColumn((user) => user)];
  const contact: TableColumnsType<AdminUser> = [...identity, emailColumn((user) => user.email)];
  const staff = yesNoColumn<AdminUser>('Staff', (user) => user.isStaff);
  const secondFactor = secondFactorColumn(resetRefusalFor);
  return [
    tableTab({
      key: 'users',
      label: 'Users',
      emptyText: ADMIN_TEXTS.noTab('users'),
      columns: [...contact, staff, actionColumn(ADMIN_TEXTS.unverify), secondFactor],
      rows: (list) => list.users,
    }),
    tableTab({
      key: 'unverified',
      label: 'Unverified Users',
      emptyText: ADMIN_TEXTS.noTab('unverified users'),
      columns: [...contact, staff, actionColumn(ADMIN_TEXTS.verify), secondFactor],
      rows: (list) => list.unverified,
    }),
    tableTab({
      key: 'deactivated',
      label: 'Deactivated Users',
      emptyText: ADMIN_TEXTS.noTab('deactivated users'),
      columns: contact,
      rows: (list) => list.deactivated,
    }),
    tableTab({
      key: 'operations',
      label: 'Operations Users',
      emptyText: ADMIN_TEXTS.noTab('operations users'),
      columns: [...identity, secondFactor],
      rows: (list) => list.operations,
    }),
  ];
}
