import type { PatientListResponse } from '@refnet/contracts/patients';
import type { Database } from '../../db/database.js';
import type { ActingClinician } from './acting-clinician.js';
import { findActivePatientsByIds, findOwnedPatients, findReceivedReferralStates } from './patient-queries.js';
import { RECEIVER_VIEW, ownerView, toAnonymisedPatient, toPatient, ukToday } from './patient-views.js';
import { receivedGroupOf, type ReceivedGroup } from './referral-stages.js';

/**
 * SPEC §7.3 GET /patient/list/: the five groups of SPEC §2.10 (contracts/src/patient.ts says what
 * each holds), newest first. Three queries whatever the number of patients; removed patients are
 * in no group. A patient with referrals to me in several stages is listed in each of those groups.
 */
export async function listPatientGroups(db: Database, acting: ActingClinician): Promise<PatientListResponse> {
  const clinician = acting.clinicianUserProfileId;
  const owned = await findOwnedPatients(db, clinician);
  const received = await findReceivedReferralStates(db, clinician);
  const receivedPatients = await findActivePatientsByIds(
    db,
    received.map((referral) => referral.patientId),
  );

  const groupsOf = new Map<number, Set<ReceivedGroup>>();
  for (const { patientId, status, acceptedOn } of received) {
    const group = receivedGroupOf(status, acceptedOn);
    if (!group) continue;
    const groups = groupsOf.get(patientId) ?? new Set<ReceivedGroup>();
    groups.add(group);
    groupsOf.set(patientId, groups);
  }
  const receivedIn = (group: ReceivedGroup) =>
    receivedPatients.filter((row) => groupsOf.get(row.patient.id)?.has(group));

  const today = ukToday();
  return {
    addedPatients: owned.filter((row) => !row.isReferred).map((row) => toPatient(row, ownerView(row), today)),
    referredPatients: owned
      .filter((row) => row.isReferred)
      .map((row) => toPatient(row, ownerView(row), today)),
    pendingPatients: receivedIn('pending').map((row) => toAnonymisedPatient(row, today)),
    acceptedPatients: receivedIn('accepted').map((row) => toPatient(row, RECEIVER_VIEW, today)),
    completedPatients: receivedIn('completed').map((row) => toPatient(row, RECEIVER_VIEW, today)),
  };
}
