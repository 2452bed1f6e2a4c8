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

/** What presenting referrals reads besides their rows: their patients, role profiles and events. */
interface Presentation {
  patients: Map<number, PatientRow>;
  crps: Awaited<ReturnType<typeof loadSlimCrps>>;
  events: Awaited<ReturnType<typeof loadReferralEvents>>;
}

/** Three reads whatever the number of referrals, at once: patients, role profiles (two statements), events. */
async function readPresentation(db: Database, rows: readonly ReferralRow[]): Promise<Presentation> {
  const [patientRows, crps, events] = await Promise.all([
    findActivePatientsByIds(
      db,
      rows.map(({ referral }) => referral.patientId),
    ),
    loadSlimCrps(
      db,
      rows.flatMap(({ referral }) =>
        referral.targetCrpId === null
          ? [referral.referrerCrpId]
          : [referral.referrerCrpId, referral.targetCrpId],
      ),
    ),
    loadReferralEvents(
      db,
      rows.map(({ referral }) => referral.id),
    ),
  ]);
  return { patients: new Map(patientRows.map((row) => [row.patient.id, row])), crps, events };
}

/**
 * The referrals as the acting clinician sees them (the sender's view where `me` holds the referrer's role
 * profile), in the order given, with their audit trails. Rows whose patient is not active are left out.
 */
function present(
  me: Pick<ReferralStanding, 'crpIds'>,
  rows: readonly ReferralRow[],
  { patients, crps, events }: Presentation,
): Referral[] {
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

/** The referrals as the acting clinician sees them (see `present`), in four statements after their rows. */
export async function presentReferrals(
  db: Database,
  me: Pick<ReferralStanding, 'crpIds'>,
  rows: readonly ReferralRow[],
): Promise<Referral[]> {
  if (rows.length === 0) return [];
  return present(me, rows, await readPresentation(db, rows));
}
