import type { AdminReferral, AdminReferralParty, AdminReferralsResponse } from '@refnet/contracts/admin';
import type { ReferralStatus } from '@refnet/contracts/referrals';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIds } from '../../db/in-ids.js';
import {
  clinicianRoleProfiles,
  jobRoles,
  referrals,
  userProfileJobRoles,
  userProfiles,
} from '../../db/schema.js';
import { toReferralStatus } from '../patients/referral-status.js';
import { keyText, olderThan, paged, type AdminGroup, type NewestFirstKey } from './keyset.js';

/** SQL: the id of the profile's first job role in catalogue order (an index-only look-up). */
const firstJobRoleId = sql`(select min(${userProfileJobRoles.jobRoleId}) from ${userProfileJobRoles}
  where ${userProfileJobRoles.userProfileId} = ${userProfiles.id})`;

/** The clinicians of these role profiles, with their (first) job title, by crp id: one query. */
async function loadParties(db: Database, crpIds: readonly number[]) {
  const rows = await db
    .select({
      id: clinicianRoleProfiles.id,
      userProfileId: userProfiles.id,
      title: userProfiles.title,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      jobTitle: sql<string>`coalesce(${jobRoles.jobTitle}, '')`,
    })
    .from(clinicianRoleProfiles)
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
    .leftJoin(jobRoles, eq(jobRoles.id, firstJobRoleId))
    .where(inIds(clinicianRoleProfiles.id, [...new Set(crpIds)]));
  return new Map(rows.map((party): [number, AdminReferralParty] => [party.id, party]));
}

/**
 * Referrals in one status, newest first, as staff see them: who, to whom, for which job role and when —
 * the patient only by id, and no clinical text (neither is read). Two queries: the referrals, then the
 * clinicians named.
 */
const referralGroup = (status: ReferralStatus): AdminGroup<AdminReferral, NewestFirstKey> => ({
  async read(db, page) {
    const rows = await paged(
      db
        .select({
          id: referrals.id,
          createdOn: referrals.createdOn,
          at: keyText(referrals.createdOn),
          patientId: referrals.patientId,
          status: referrals.status,
          referrerCrpId: referrals.referrerCrpId,
          targetCrpId: referrals.targetCrpId,
          jobRole: jobRoles,
        })
        .from(referrals)
        .innerJoin(jobRoles, eq(jobRoles.id, referrals.jobRoleId))
        .where(and(eq(referrals.status, status), olderThan(referrals.createdOn, referrals.id, page)))
        .orderBy(desc(referrals.createdOn), desc(referrals.id))
        .$dynamic(),
      page,
    );
    const parties = await loadParties(
      db,
      rows.flatMap((row) =>
        row.targetCrpId === null ? [row.referrerCrpId] : [row.referrerCrpId, row.targetCrpId],
      ),
    );
    const partyOf = (crpId: number) => {
      const party = parties.get(crpId);
      if (!party) throw new Error(`clinician role profile ${crpId} of a referral not found`);
      return party;
    };
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        createdOn: row.createdOn.toISOString(),
        patientId: row.patientId,
        jobRole: row.jobRole,
        referrer: partyOf(row.referrerCrpId),
        targetClinician: row.targetCrpId === null ? null : partyOf(row.targetCrpId),
        status: toReferralStatus(row.status),
      })),
      lastKey: last && { at: last.at, id: last.id },
    };
  },
});

/** GET /admin/referrals/ groups, SPEC §4's admin grouping (rejected and cancelled referrals are in none). */
export const ADMIN_REFERRAL_GROUPS = {
  open: referralGroup('OPEN'),
  pending: referralGroup('PENDING'),
  accepted: referralGroup('ACCEPTED'),
  booked: referralGroup('BOOKED'),
  dna: referralGroup('DNA'),
} satisfies Record<keyof AdminReferralsResponse, AdminGroup<AdminReferral, NewestFirstKey>>;
