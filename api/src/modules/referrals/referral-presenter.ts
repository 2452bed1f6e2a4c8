import type { Referral } from '@refnet/contracts/referrals';
import { ukToday } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { findActivePatientsByIds, type PatientRow } from '../patients/patient-queries.js';
import { RECEIVER_VIEW, ownerView, toAnonymisedPatient, toPatient } from '../patients/patient-views.js';
import { loadReferralEvents } from './referral-events.js';
import type { ReferralStanding } from './referral-standing.js';
import { RECEIVER_HAS_ACCEPTED, toReferralStatus } from '../patients/referral-status.js';
import { loadSlimCrps, toReferral, type ReferralRow } from './referral-views.js';

/**
 * SPEC §4 privacy, decided here on the server: the sender sees their patient whole; the receiver only
 * once they have accepted (ACCEPTED, BOOKED, DNA). Before that (PENDING, OPEN) the receiver gets the
 * anonymised variant: no name, date of birth, contact, address or reference.
 */
function patientFor(row: PatientRow, viewer: 'sender' | 'receiver', status: string, today: string) {
  if (viewer === 'sender') return toPatient(row, ownerView(row), today);
  return RECEIVER_HAS_ACCEPTED.includes(toReferralStatus(status))
    ? toPatient(row, RECEIVER_VIEW, today)
    : toAnonymisedPatient(row, today);
}

/**
 * The referrals as the acting clinician (`me`) sees them, in the order given, with their audit trails.
 * A fixed number of queries whatever their number: patients, role profiles and events are each read
 * once for all of them. Rows whose patient is not active are left out.
 */
export async function presentReferrals(
  db: Database,
  me: ReferralStanding,
  rows: readonly ReferralRow[],
): Promise<Referral[]> {
  if (rows.length === 0) return [];
  const patients = new Map(
    (
      await findActivePatientsByIds(
        db,
        rows.map(({ referral }) => referral.patientId),
      )
    ).map((row) => [row.patient.id, row]),
  );
  const crps = await loadSlimCrps(
    db,
    rows.flatMap(({ referral }) =>
      referral.targetCrpId === null
        ? [referral.referrerCrpId]
        : [referral.referrerCrpId, referral.targetCrpId],
    ),
  );
  const events = await loadReferralEvents(
    db,
    rows.map(({ referral }) => referral.id),
  );
  const today = ukToday();
  return rows.flatMap((row) => {
    const patient = patients.get(row.referral.patientId);
    if (!patient) return [];
    const viewer = me.crpIds.has(row.referral.referrerCrpId) ? 'sender' : 'receiver';
    return [
      toReferral(
        row,
        patientFor(patient, viewer, row.referral.status, today),
        crps,
        viewer,
        events.get(row.referral.id) ?? [],
      ),
    ];
  });
}
