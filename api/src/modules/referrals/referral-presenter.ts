import type { Referral } from '@refnet/contracts/referrals';
import { ukToday } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { findActivePatientsByIds, type PatientRow } from '../patients/patient-queries.js';
import { RECEIVER_VIEW, ownerView, toAnonymisedPatient, toPatient } from '../patients/patient-views.js';
import { loadReferralEvents } from './referral-events.js';
import type { ReferralStanding } from './referral-standing.js';
import { RECEIVER_HAS_ACCEPTED, toReferralStatus } from '../patients/referral-status.js';
import { findReferralRow } from './referral-queries.js';
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

/** Three statements whatever the number of referrals, at once: patients, role profiles, events. */
async function readPresentation(db: Database, ids: PresentationIds): Promise<Presentation> {
  const [patientRows, crps, events] = await Promise.all([
    findActivePatientsByIds(db, ids.patientIds),
    loadSlimCrps(db, ids.crpIds),
    loadReferralEvents(db, ids.referralIds),
  ]);
  return { patients: new Map(patientRows.map((row) => [row.patient.id, row])), crps, events };
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
 * A referral the caller has just written, for this patient between these role profiles, as the acting
 * clinician sees it: its row is read at the same time as what presents it (one round trip instead of two).
 * Should the row say otherwise, it is presented from what it says.
 */
export async function presentWrittenReferral(
  db: Database,
  me: Pick<ReferralStanding, 'crpIds'>,
  referralId: number,
  written: { patientId: number; crpIds: readonly number[] },
): Promise<Referral | undefined> {
  const [row, presentation] = await Promise.all([
    findReferralRow(db, referralId),
    readPresentation(db, {
      patientIds: [written.patientId],
      crpIds: written.crpIds,
      referralIds: [referralId],
    }),
  ]);
  if (!row) return undefined;
  const asWritten =
    row.referral.patientId === written.patientId && crpIdsOf(row).every((id) => presentation.crps.has(id));
  const [referral] = asWritten ? present(me, [row], presentation) : await presentReferrals(db, me, [row]);
  return referral;
}
