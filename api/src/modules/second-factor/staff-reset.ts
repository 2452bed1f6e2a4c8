import { SECOND_FACTOR_TEXTS, type SecondFactorMessageResponse } from '@refnet/contracts/second-factor';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { revokeUserTokens } from '../accounts/queries.js';
import type { Session } from '../accounts/service.js';
import { isStaffAccount } from '../admin/admin-users.js';
import { recordAdminEvent } from '../admin/audit.js';
import { forbidden } from '../policy/caller.js';
import { deleteSecondFactor } from './queries.js';

/** The user, locked until `tx` ends, with the name the answer gives and whether they are an admin. */
async function lockUser(tx: Database, userId: number) {
  const [row] = await tx
    .select({
      name: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
      email: users.email,
      isAdmin: sql`${users.isStaff} or ${isStaffAccount()}`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * DELETE /staff/users/{userId}/second-factor/ (a lost phone): the factor, its recovery codes and open
 * challenges go, the user is signed out everywhere, and the audit log records who did it, all in one
 * transaction. Nobody resets their own; only a Full Admin resets another admin's, as with verification.
 */
export async function resetSecondFactorAsStaff(
  db: Database,
  session: Session,
  userId: number,
): Promise<SecondFactorMessageResponse> {
  const actorUserId = session.identity.user.id;
  if (userId === actorUserId) throw forbidden(SECOND_FACTOR_TEXTS.resetOwn);
  const name = await db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target) throw new HttpProblem(404, dangerBody(SECOND_FACTOR_TEXTS.userNotFound));
    if (target.isAdmin && !session.identity.groups.includes('Full Admin'))
      throw forbidden(SECOND_FACTOR_TEXTS.resetAdminFullAdminOnly);
    if (!(await deleteSecondFactor(tx, userId)))
      throw new HttpProblem(409, dangerBody(SECOND_FACTOR_TEXTS.resetNone));
    await revokeUserTokens(tx, userId);
    await recordAdminEvent(tx, {
      actorUserId,
      action: 'reset-second-factor',
      targetType: 'user',
      targetId: userId,
    });
    return target.name || target.email;
  });
  return successBody(SECOND_FACTOR_TEXTS.reset(name));
}
