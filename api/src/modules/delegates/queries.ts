import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { delegateUserLinks, userProfiles, users } from '../../db/schema.js';

export type DelegateLinkRow = typeof delegateUserLinks.$inferSelect;
type LinkChanges = Partial<
  Pick<
    DelegateLinkRow,
    | 'hasRegistered'
    | 'isVerified'
    | 'permissionViewReferrals'
    | 'permissionCreateReferrals'
    | 'permissionManageReferrals'
  >
>;

export async function insertDelegateLink(
  db: Database,
  link: typeof delegateUserLinks.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(delegateUserLinks).values(link).returning({ id: delegateUserLinks.id });
  if (!row) throw new Error('delegate link insert returned no row');
  return row.id;
}

export async function updateDelegateLink(db: Database, linkId: number, changes: LinkChanges) {
  await db.update(delegateUserLinks).set(changes).where(eq(delegateUserLinks.id, linkId));
}

/** Whether the user may sign in at all (users.isActive). */
export async function setUserActive(db: Database, userId: number, isActive: boolean) {
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
}

/**
 * The clinician's link `linkId` and its delegate's user id, locked until the transaction ends so
 * concurrent changes to one delegate apply one after the other; undefined when it is not theirs.
 */
export async function lockClinicianLink(db: Database, linkId: number, clinicianUserProfileId: number) {
  const [row] = await db
    .select({ link: delegateUserLinks, delegateUserId: userProfiles.userId })
    .from(delegateUserLinks)
    .innerJoin(userProfiles, eq(userProfiles.id, delegateUserLinks.delegateUserProfileId))
    .where(
      and(
        eq(delegateUserLinks.id, linkId),
        eq(delegateUserLinks.clinicianUserProfileId, clinicianUserProfileId),
      ),
    )
    .for('update', { of: delegateUserLinks });
  return row;
}

/** The invitation still waiting for `delegateUserId` to register: their names and their link. */
export async function findPendingInvitation(db: Database, delegateUserId: number) {
  const [row] = await db
    .select({
      link: delegateUserLinks,
      delegate: {
        title: userProfiles.title,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        email: users.email,
      },
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(delegateUserLinks, eq(delegateUserLinks.delegateUserProfileId, userProfiles.id))
    .where(and(eq(users.id, delegateUserId), eq(delegateUserLinks.hasRegistered, false)))
    .limit(1);
  return row;
}

/** The delegate's own details, as they confirmed them on registering; the account becomes usable. */
export async function completeDelegateAccount(
  db: Database,
  delegate: { userId: number; passwordHash: string; title: string; firstName: string; lastName: string },
) {
  const { userId, passwordHash, title, firstName, lastName } = delegate;
  await db
    .update(users)
    .set({ passwordHash, firstName, lastName, isActive: true })
    .where(eq(users.id, userId));
  await db
    .update(userProfiles)
    .set({ title, firstName, lastName, isVerified: true })
    .where(eq(userProfiles.userId, userId));
}

/** The user-profile id of each of these e-mail addresses that has an account, by address. */
export async function profileIdsByEmail(db: Database, emails: readonly string[]) {
  const rows = await db
    .select({ email: users.email, id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((row) => [row.email, row.id]));
}
