import type { Referral, ReferralEvent } from '@refnet/contracts/referrals';
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

/** What `readPresentation` reads: the referrals' patients, role profiles and audit trails. */
interface PresentationIds {
  patientIds: readonly number[];
  crpIds: readonly number[];
  referralIds: readonly number[];
}

/** What presents a referral besides its row and trail: its patients and role profiles. */
export type PatientsAndCrps = Pick<Presentation, 'patients' | 'crps'>;

/** The active patients and the role profiles with these ids: two statements, at once. */
export async function readPatientsAndCrps(
  db: Database,
  patientIds: readonly number[],
  crpIds: readonly number[],
): Promise<PatientsAndCrps> {
  const [patientRows, crps] = await Promise.all([
    findActivePatientsByIds(db, patientIds),
    loadSlimCrps(db, crpIds),
  ]);
  return { patients: new Map(patientRows.map((row) => [row.patient.id, row])), crps };
}

/** Three statements whatever the number of referrals, at once: patients, role profiles, events. */
async function readPresentation(db: Database, ids: PresentationIds): Promise<Presentation> {
  const [patientsAndCrps, events] = await Promise.all([
    readPatientsAndCrps(db, ids.patientIds, ids.crpIds),
    loadReferralEvents(db, ids.referralIds),
  ]);
  return { ...patientsAndCrps, events };
}

const crpIdsOf = ({ referral }: ReferralRow) =>
  referral.targetCrpId === null ? [referral.referrerCrpId] : [referral.referrerCrpId, referral.targetCrpId];

const presentationIdsOf = (rows: readonly ReferralRow[]): PresentationIds => ({
  patientIds: rows.map(({ referral }) => referral.patientId),
  crpIds: rows.flatMap(crpIdsOf),
  referralIds: rows.map(({ referral }) => referral.id),
});

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

/** The referrals as the acting clinician sees them (see `present`), in three statements after their rows. */
export async function presentReferrals(
  db: Database,
  me: Pick<ReferralStanding, 'crpIds'>,
  rows: readonly ReferralRow[],
): Promise<Referral[]> {
  if (rows.length === 0) return [];
  return present(me, rows, await readPresentation(db, presentationIdsOf(rows)));
}

/**
 * A referral the acting clinician has just created, as they see it, from its row and 'created' line as the
 * write returned them and its patient and role profiles as read beside the write's checks: no statement. Should those reads not hold its patient or role profiles, it is presented from the database.
 */
export async function presentCreatedReferral(
  db: Database,
  me: Pick<ReferralStanding, 'crpIds'>,
  row: ReferralRow,
  created: ReferralEvent,
  { patients, crps }: PatientsAndCrps,
): Promise<Referral | undefined> {
  const patient = patients.get(row.referral.patientId);
  if (!patient || !crpIdsOf(row).every((id) => crps.has(id))) {
    const [referral] = await presentReferrals(db, me, [row]);
    return referral;
  }
  // Read before the write, the patient is shown as the write left them: sent by their keeper, who alone
  // may create, they are now "Referred" (the insert trigger's rule, migration 0024).
  const written = { ...patient, isReferred: true };
  const [referral] = present(me, [row], {
    patients: new Map([[written.patient.id, written]]),
    crps,
    events: new Map([[row.referral.id, [created]]]),
  });
  return referral;
}
