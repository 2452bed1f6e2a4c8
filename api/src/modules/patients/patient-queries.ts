import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIdsPlaceholder } from '../../db/in-ids.js';
import { preparedOnce } from '../../db/prepared-once.js';
import {
  addresses,
  clinicianRoleProfiles,
  insuranceAgreements,
  patients,
  referrals,
  userProfiles,
} from '../../db/schema.js';
import { inReceiverGroups } from './referral-stages.js';

/** A patient with what its views need: address, insurer, owner and whether it has been referred. */
export interface PatientRow {
  patient: typeof patients.$inferSelect;
  address: typeof addresses.$inferSelect;
  insurance: typeof insuranceAgreements.$inferSelect | null;
  owner: { id: number; title: string; firstName: string; lastName: string };
  /** The owner has sent a referral of it that is not cancelled: they list it as "Referred" (a column). */
  isReferred: boolean;
}

/** Active patients matching `where`, newest first, in one query. */
function selectActivePatients(db: Database, where: SQL | undefined) {
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
      isReferred: patients.referredByOwner,
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

/**
 * Active patients by id, newest first. Every list page reads its patients here: a prepared statement, as
 * PostgreSQL took longer to plan this join than to run it (1.9 ms against 1.1 ms for a page of 25).
 */
export async function findActivePatientsByIds(
  db: Database,
  patientIds: readonly number[],
): Promise<PatientRow[]> {
  if (patientIds.length === 0) return [];
  return activePatientsByIds(db).execute({ ids: [...new Set(patientIds)] });
}

const activePatientsByIds = preparedOnce((db) =>
  selectActivePatients(db, inIdsPlaceholder(patients.id)).prepare('refnet_active_patients_by_ids'),
);

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
