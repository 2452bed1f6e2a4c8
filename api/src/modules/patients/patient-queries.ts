import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIds } from '../../db/in-ids.js';
import {
  addresses,
  clinicianRoleProfiles,
  insuranceAgreements,
  patients,
  referrals,
  userProfiles,
} from '../../db/schema.js';
import { notCancelled } from './referral-status.js';
import { inReceiverGroups } from './referral-stages.js';

/** A patient with what its views need: address, insurer, owner and whether it has been referred. */
export interface PatientRow {
  patient: typeof patients.$inferSelect;
  address: typeof addresses.$inferSelect;
  insurance: typeof insuranceAgreements.$inferSelect | null;
  owner: { id: number; title: string; firstName: string; lastName: string };
  /** The owner has sent a referral of it that is not cancelled: they list it as "Referred". */
  isReferred: boolean;
}

/**
 * SQL: a referral of the patient of the outer query, not cancelled, sent from one of its owner's
 * clinician role profiles. A receiver referring the patient on does not make it the owner's "Referred".
 * The patient's few referrals are read by patient id and their sender checked on each: `+ 0` keeps the
 * planner from also reading the sender's index, which it underestimates (51 rows where a busy GP has
 * 5,000) and ANDs with the patient's for every patient — 3.8 s instead of 32 ms for 1,000 patients at
 * 1M referrals.
 */
const referredByOwner = (db: Database) =>
  exists(
    db
      .select({ id: referrals.id })
      .from(referrals)
      .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.id, sql`${referrals.referrerCrpId} + 0`))
      .where(
        and(
          eq(referrals.patientId, patients.id),
          eq(clinicianRoleProfiles.userProfileId, patients.createdByUserProfileId),
          notCancelled(),
        ),
      ),
  ).mapWith(Boolean);

/** Active patients matching `where`, newest first, in one query (the referral check is an index probe). */
function selectActivePatients(db: Database, where: SQL | undefined): Promise<PatientRow[]> {
  return db
    .select({
      patient: patients,
      address: addresses,
      insurance: insuranceAgreements,
      owner: {
        id: userProfiles.id,
        title: userProfiles.title,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
      },
      isReferred: referredByOwner(db),
    })
    .from(patients)
    .innerJoin(addresses, eq(addresses.id, patients.addressId))
    .innerJoin(userProfiles, eq(userProfiles.id, patients.createdByUserProfileId))
    .leftJoin(insuranceAgreements, eq(insuranceAgreements.id, patients.insuranceAgreementId))
    .where(and(eq(patients.patientActive, true), where))
    .orderBy(desc(patients.createdOn), desc(patients.id));
}

/** An active patient by id, whoever keeps it. */
export async function findActivePatient(db: Database, patientId: number): Promise<PatientRow | undefined> {
  const [row] = await selectActivePatients(db, eq(patients.id, patientId));
  return row;
}

/** The active patients a clinician keeps, newest first. */
export const findOwnedPatients = (db: Database, clinicianUserProfileId: number) =>
  selectActivePatients(db, eq(patients.createdByUserProfileId, clinicianUserProfileId));

/** Active patients by id, newest first. */
export const findActivePatientsByIds = (db: Database, patientIds: readonly number[]) =>
  patientIds.length === 0
    ? Promise.resolve([])
    : selectActivePatients(db, inIds(patients.id, [...new Set(patientIds)]));

/**
 * Referrals to any of the clinician's role profiles that place their patient in a received group
 * (of one patient when `patientId` is given).
 */
export const findReceivedReferralStates = (
  db: Database,
  clinicianUserProfileId: number,
  patientId?: number,
) =>
  db
    .select({ patientId: referrals.patientId, status: referrals.status, acceptedOn: referrals.acceptedOn })
    .from(referrals)
    .innerJoin(clinicianRoleProfiles, eq(clinicianRoleProfiles.id, referrals.targetCrpId))
    .where(
      and(
        eq(clinicianRoleProfiles.userProfileId, clinicianUserProfileId),
        inReceiverGroups(),
        patientId === undefined ? undefined : eq(referrals.patientId, patientId),
      ),
    );
