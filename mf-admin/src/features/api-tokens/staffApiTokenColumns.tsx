import type { StaffApiToken } from '@refnet/contracts/api-tokens';
import { revokeApiTokenAsStaff } from '@refnet/shared-ui/admin';
import { apiTokenColumns, revokeApiTokenColumn, type TableColumnsType } from '@refnet/shared-ui/tables';
import { emailColumn, nameColumn } from '../../components/columns';

/** Whose token, what RefNet keeps of it, and Revoke while it still works. */
export const STAFF_API_TOKEN_COLUMNS: TableColumnsType<StaffApiToken> = [
  nameColumn((token) => token.owner, 'Owner'),
  emailColumn((token) => token.owner.email),
  ...apiTokenColumns<StaffApiToken>(),
  revokeApiTokenColumn((token) => revokeApiTokenAsStaff(token.id)),
];
