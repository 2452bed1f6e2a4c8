import { ADMIN_TEXTS, type NewAdminUserRequest, type NewAdminUserResponse } from '@refnet/contracts/admin';
import { EMAIL_ALREADY_USED_MESSAGE } from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userProfiles } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { createAccount } from '../accounts/create-account.js';
import type { Session } from '../accounts/service.js';
import { isEmailTaken, markEmailVerified } from '../registration/queries.js';
import { readAdminUsers } from './admin-users.js';
import { recordAdminEvent } from './audit.js';

const emailAlreadyUsed = () => new HttpProblem(400, dangerBody(EMAIL_ALREADY_USED_MESSAGE));

/**
 * POST /admin/new-admin-user/ (Full Admin only): a Staff account — never a Full Admin — active,
 * approved, its e-mail (trimmed and lower-cased by the schema) confirmed, able to sign in at once. The
 * account and its audit row are one transaction; an address already in use writes nothing.
 */
export async function createAdminUser(
  db: Database,
  session: Session,
  body: NewAdminUserRequest,
): Promise<NewAdminUserResponse> {
  const { email } = body;
  if (await isEmailTaken(db, email)) throw emailAlreadyUsed();
  const created = await createAccount(
    db,
    {
      email,
      password: body.password,
      title: body.title,
      firstName: body.firstName,
      lastName: body.lastName,
      isStaff: true,
      groups: ['Staff'],
      profile: { isVerified: true },
    },
    async (tx, { userId, userProfileId }) => {
      await markEmailVerified(tx, userId);
      await recordAdminEvent(tx, {
        actorUserId: session.identity.user.id,
        action: 'create-admin',
        targetType: 'user-profile',
        targetId: userProfileId,
        detail: { email },
      });
    },
  );
  // Another request took the address between the check and the insert.
  if (!created) throw emailAlreadyUsed();
  const [user] = await readAdminUsers(db, eq(userProfiles.id, created.userProfileId));
  if (!user) throw new Error(`the new admin's profile ${created.userProfileId} is missing`);
  return { ...successBody(ADMIN_TEXTS.adminCreated(email)), user };
}
