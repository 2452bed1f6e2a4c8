import { STAFF_GROUPS, userGroupSchema, type CheckAuthResponse, type UserGroup } from '@refnet/contracts';

/** What the database says about a signed-in user; see queries.ts for the select. */
export interface IdentityRow {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  isPatient: boolean;
  isVerified: boolean;
  groups: string[];
}

export type Identity = CheckAuthResponse & { groups: UserGroup[] };

/** SPEC §3: the user type shown to the client, highest priority first; anything else is a Clinician. */
const GROUP_PRIORITY: readonly UserGroup[] = ['Full Admin', 'Staff', 'Delegate', 'Patient'];

export function primaryGroup(groups: readonly UserGroup[]): UserGroup {
  return GROUP_PRIORITY.find((group) => groups.includes(group)) ?? 'Clinician';
}

export function toIdentity(row: IdentityRow): Identity {
  const groups = row.groups.flatMap((name) => {
    const parsed = userGroupSchema.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
  const userGroup = primaryGroup(groups);
  const isAdmin = groups.some((group) => STAFF_GROUPS.includes(group));
  return {
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      is_staff: row.isStaff,
    },
    isPatient: row.isPatient || userGroup === 'Patient',
    isAdmin,
    // Staff accounts are the team itself: never waiting for approval.
    isVerified: isAdmin || row.isVerified,
    isAuthenticated: true,
    userGroup,
    groups,
  };
}
