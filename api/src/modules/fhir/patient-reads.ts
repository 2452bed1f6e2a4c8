import type * as fhir4 from 'fhir/r4.js';
import type { ReferralStatus } from '@refnet/contracts/referrals';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isHttpProblem } from '../../http/problem.js';
import { referrals } from '../../db/schema.js';
import { findVisiblePatient } from '../patients/patient-access.js';
import { toPatient } from '../patients/patient-views.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { loadReferralStanding } from '../referrals/referral-standing.js';
import { fhirProblem } from './operation-outcome.js';
import { toFhirPatient } from './patients.js';

export const NOT_ACCEPTED_YET = "This patient's details are shared with you once you accept the referral.";

/** Whether the acting clinician receives a referral of this patient that they have not accepted yet. */
async function awaitsTheirAcceptance(db: Database, acting: ActingClinician, patientId: number) {
  const me = await loadReferralStanding(db, acting);
  const crpIds = [...me.crpIds];
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.patientId, patientId),
        or(
          crpIds.length > 0
            ? and(
                eq(referrals.status, 'PENDING' satisfies ReferralStatus),
                inArray(referrals.targetCrpId, crpIds),
              )
            : undefined,
          me.openJobRoleIds.length > 0
            ? and(
                eq(referrals.status, 'OPEN' satisfies ReferralStatus),
                inArray(referrals.jobRoleId, [...me.openJobRoleIds]),
              )
            : undefined,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A patient as FHIR Patient for their keeper, or for a receiver who has accepted a referral of them (the
 * JSON API's own rule). A receiver whose referral is still pending or open is told 403: they know the
 * patient is there (the referral names them) but not who they are. Anyone else: 404.
 */
export async function readFhirPatient(
  db: Database,
  acting: ActingClinician,
  patientId: number,
): Promise<fhir4.Patient> {
  try {
    const { row, view } = await findVisiblePatient(db, acting, patientId);
    return toFhirPatient(toPatient(row, view));
  } catch (error) {
    if (isHttpProblem(error) && error.statusCode === 404 && acting.mayViewReferrals) {
      if (await awaitsTheirAcceptance(db, acting, patientId)) throw fhirProblem(403, NOT_ACCEPTED_YET);
    }
    throw error;
  }
}
