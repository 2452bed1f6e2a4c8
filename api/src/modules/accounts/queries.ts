import { and, count, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  authTokens,
  loginFailures,
  secondFactors,
  userGroupMembers,
  userGroups,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../../db/schema.js';
import type { IdentityRow } from './identity.js';

const groupNames = sql<string[]>`coalesce((
  select array_agg(${userGroups.name} order by ${userGroups.name})
  from ${userGroupMembers} join ${userGroups} on ${userGroups.id} = ${userGroupMembers.groupId}
  where ${userGroupMembers.userId} = ${users.id}
), '{}')`;

/** The columns of an IdentityRow, from users left-joined to their user_profiles. */
export const identityColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isStaff: users.isStaff,
  isPatient: sql<boolean>`coalesce(${userProfiles.isPatient}, false)`,
  isVerified: sql<boolean>`coalesce(${userProfiles.isVerified}, false)`,
  groups: groupNames,
};

/** A user may sign in only while active and not deactivated (SPEC §4 account lifecycle). */
export const canSignIn = and(
  eq(users.isActive, true),
  sql`coalesce(${userProfiles.isDeactivated}, false) = false`,
);

export interface LoginCandidate extends IdentityRow {
  passwordHash: string;
  canSignIn: boolean;
  /** A confirmed second factor (issue 22): the password alone opens no session. */
  hasSecondFactor: boolean;
}

export async function findLoginCandidate(db: Database, email: string): Promise<LoginCandidate | undefined> {
  const [row] = await db
    .select({
      ...identityColumns,
      passwordHash: users.passwordHash,
      canSignIn: sql<boolean>`${canSignIn}`,
      hasSecondFactor: sql<boolean>`exists (select 1 from ${secondFactors}
        where ${secondFactors.userId} = ${users.id} and ${secondFactors.confirmedAt} is not null)`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The user a sign-in's second step is for, if they may still sign in. */
export async function findSignInUser(db: Database, userId: number): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select(identityColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.id, userId), canSignIn))
    .limit(1);
  return row;
}

export interface TokenSessionRow extends IdentityRow {
  tokenId: number;
  lastUsedAt: Date;
  /** The user's profile (staff may have none). */
  userProfileId: number | null;
}

function prepareSessionQuery(db: Database) {
  return db
    .select({
      ...identityColumns,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      userProfileId: userProfiles.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        canSignIn,
      ),
    )
    .limit(1)
    .prepare('refnet_session_by_token_hash');
}

/**
 * The session query runs on every authenticated request; planning it took ten times longer than running it
 * (1.6 ms against 0.13 ms on PostgreSQL), so it is a prepared statement, planned once per connection.
 */
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

/** The live session behind a token hash: not revoked, not expired, and its user may still sign in. */
export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<TokenSessionRow | undefined> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function insertToken(
  db: Database,
  token: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(authTokens).values(token);
}

export async function touchToken(db: Database, tokenId: number) {
  await db
    .update(authTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(authTokens.id, tokenId));
}

export async function revokeToken(db: Database, tokenId: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

export async function recordLastLogin(db: Database, userId: number) {
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, userId));
}

const windowStart = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** Key space of the per-username login lock in pg_advisory_xact_lock(int, int), apart from every other lock. */
const LOGIN_ATTEMPT_LOCK_SPACE = 5_150_101;

/**
 * Records `attempt` as a failed login before its password is checked, unless `limit` failures are
 * already recorded within the window; returns whether it was recorded. One username's reservations take
 * turns on an advisory lock held only while counting and inserting, never during the slow check, so
 * parallel requests on any number of servers cannot all count below the limit.
 */
export async function reserveLoginAttempt(
  db: Database,
  attempt: { username: string; ipAddress: string },
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOGIN_ATTEMPT_LOCK_SPACE}, hashtext(${attempt.username}))`,
    );
    const [row] = await tx
      .select({ failures: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.username, attempt.username),
          gt(loginFailures.attemptedAt, windowStart(windowSeconds)),
        ),
      );
    if ((row?.failures ?? 0) >= limit) return false;
    await tx.insert(loginFailures).values(attempt);
    return true;
  });
}

/** Deletes the failures, of every username, that can no longer count towards a lockout. */
export async function forgetExpiredLoginFailures(db: Database, windowSeconds: number) {
  await db.delete(loginFailures).where(lt(loginFailures.attemptedAt, windowStart(windowSeconds)));
}

export async function clearLoginFailures(db: Database, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

export async function findUserIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** Inserts the user unless the e-mail or username is taken; returns the new id. */
export async function insertUserIfAbsent(
  db: Database,
  user: typeof users.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function insertUserProfile(
  db: Database,
  profile: typeof userProfiles.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(userProfiles).values(profile).returning({ id: userProfiles.id });
  if (!row) throw new Error('user profile insert returned no row');
  return row.id;
}

export async function addUserToGroups(db: Database, userId: number, groupNames: readonly string[]) {
  if (groupNames.length === 0) return;
  const groups = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(inArray(userGroups.name, [...groupNames]));
  if (groups.length !== groupNames.length) throw new Error(`unknown user group in ${groupNames.join(', ')}`);
  await db.insert(userGroupMembers).values(groups.map((group) => ({ userId, groupId: group.id })));
}

export async function addJobRolesToProfile(
  db: Database,
  userProfileId: number,
  jobRoleIds: readonly number[],
) {
  if (jobRoleIds.length === 0) return;
  await db.insert(userProfileJobRoles).values(jobRoleIds.map((jobRoleId) => ({ userProfileId, jobRoleId })));
}

/** Ends the user's sessions, all of them or all but `exceptTokenId`. */
export async function revokeUserTokens(db: Database, userId: number, exceptTokenId?: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}
