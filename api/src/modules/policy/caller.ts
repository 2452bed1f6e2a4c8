import { USER_PROFILE_NOT_FOUND_MESSAGE } from '@refnet/contracts/accounts';
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

/** The caller of a session; a user without a profile (some staff) is a 404 to the routes that need one. */
export async function findCaller(session: Session): Promise<Caller> {
  const { user, groups } = session.identity;
  if (session.userProfileId === null) throw new HttpProblem(404, dangerBody(USER_PROFILE_NOT_FOUND_MESSAGE));
  return {
    userId: user.id,
    userProfileId: session.userProfileId,
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
