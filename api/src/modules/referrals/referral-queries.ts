import type { ReferralStatus } from '@refnet/contracts/referrals';
import { and, count, desc, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIds } from '../../db/in-ids.js';
import { jobRoles, patients, referrals } from '../../db/schema.js';
import type { ReferralStanding } from './referral-standing.js';
import type { ReferralRow } from './referral-views.js';

/** The statuses a list shows: REJECTED and CANCELLED are in no group (SPEC §4). */
const LISTED_RECEIVED: ReferralStatus[] = ['PENDING', 'ACCEPTED', 'BOOKED', 'DNA'];
const LISTED_MADE: ReferralStatus[] = ['OPEN', ...LISTED_RECEIVED];

/**
 * Referrals matching `where` with their job role, newest first, in one query. Referrals of removed
 * patients are left out: a removed patient is in no list (SPEC §2.10), and neither are its referrals.
 */
export const selectReferralRows = (db: Database, where: SQL | undefined): Promise<ReferralRow[]> =>
  db
    .select({ referral: referrals, jobRole: jobRoles })
    .from(referrals)
    .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
    .innerJoin(patients, eq(patients.id, referrals.patientId))
    .where(and(eq(patients.patientActive, true), where))
    .orderBy(desc(referrals.createdOn), desc(referrals.id));

const ids = (set: ReadonlySet<number>) => [...set];

/** SQL: referrals naming one of my role profiles (named, or open ones I accepted), in these statuses. */
const toMe = (me: ReferralStanding, statuses: ReferralStatus[]) =>
  and(inIds(referrals.targetCrpId, ids(me.crpIds)), inArray(referrals.status, statuses));

/** SQL: open referrals for a job role I may take, not sent by me. */
const openToMe = (me: ReferralStanding) =>
  and(
    eq(referrals.status, 'OPEN' satisfies ReferralStatus),
    inIds(referrals.jobRoleId, me.openJobRoleIds),
    not(inIds(referrals.referrerCrpId, ids(me.crpIds))),
  );

/** SQL: referrals I sent, in these statuses. */
const fromMe = (me: ReferralStanding, statuses: ReferralStatus[]) =>
  and(inIds(referrals.referrerCrpId, ids(me.crpIds)), inArray(referrals.status, statuses));

export const findReceivedReferrals = (db: Database, me: ReferralStanding) =>
  selectReferralRows(db, toMe(me, LISTED_RECEIVED));

export const findOpenReferrals = (db: Database, me: ReferralStanding) =>
  me.openJobRoleIds.length === 0 ? Promise.resolve([]) : selectReferralRows(db, openToMe(me));

export const findMadeReferrals = (db: Database, me: ReferralStanding) =>
  selectReferralRows(db, fromMe(me, LISTED_MADE));

/** One referral by id with its job role (whatever its patient), or undefined. */
export async function findReferralRow(db: Database, referralId: number): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select({ referral: referrals, jobRole: jobRoles })
    .from(referrals)
    .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
    .where(eq(referrals.id, referralId));
  return row;
}

/** Locks the referral's row (SELECT … FOR UPDATE) until `tx` ends; undefined when there is none. */
export async function lockReferral(tx: Database, referralId: number) {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
  return row;
}

/**
 * How many referrals wait for my decision: pending ones naming me and open ones for my roles. Their
 * patients are active (a patient with a referral in progress cannot be removed), so no join.
 */
export async function countReferralsAwaitingMe(db: Database, me: ReferralStanding): Promise<number> {
  const countWhere = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(referrals).where(where))[0]?.n ?? 0;
  const named = await countWhere(toMe(me, ['PENDING']));
  const open = me.openJobRoleIds.length === 0 ? 0 : await countWhere(openToMe(me));
  return named + open;
}
