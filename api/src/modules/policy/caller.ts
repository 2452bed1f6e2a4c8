import { USER_PROFILE_NOT_FOUND_MESSAGE } from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userProfiles } from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { MESSAGES } from '../../http/messages.js';
import type { Session } from '../accounts/service.js';

/** The signed-in user as the profile routes need them. */
export interface Caller {
  userId: number;
  userProfileId: number;
  email: string;
  isDelegate: boolean;
}

export async function findCaller(db: Database, session: Session): Promise<Caller> {
  const { user, groups } = session.identity;
  const [profile] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.userId, user.id))
    .limit(1);
  if (!profile) throw new HttpProblem(404, dangerBody(USER_PROFILE_NOT_FOUND_MESSAGE));
  return {
    userId: user.id,
    userProfileId: profile.id,
    email: user.email,
    isDelegate: groups.includes('Delegate'),
  };
}

export const forbidden = (message: string = MESSAGES.permissionDenied) =>
  new HttpProblem(403, dangerBody(message));

/** A body's userProfileId must be the caller's own: 403 otherwise. */
export function assertOwnProfile(caller: Caller, userProfileId: number) {
  if (userProfileId !== caller.userProfileId) throw forbidden();
}
