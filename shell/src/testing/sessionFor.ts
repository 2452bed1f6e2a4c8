import { STAFF_GROUPS, type UserGroup } from '@refnet/contracts';
import type { Session } from '@refnet/shared-ui';

/** A signed-in session of the given user group, for tests. */
export function sessionFor(userGroup: UserGroup): Session {
  return {
    token: 't',
    userGroup,
    isAdmin: STAFF_GROUPS.includes(userGroup),
    isPatient: false,
    isVerified: true,
    user: { id: 1, username: 'u', email: 'u@example.com', first_name: 'U', last_name: 'S', is_staff: false },
  };
}
