import { ukToday } from '@refnet/contracts/accounts';
import type { PatientListResponse } from '@refnet/contracts/patients';
import type { Database } from '../../db/database.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import {
  findActivePatientsByIds,
  findOwnedPatients,
  findReceivedReferralStates,
  type PatientRow,
} from './patient-queries.js';
import { RECEIVER_VIEW, ownerView, toAnonymisedPatient, toPatient } from './patient-views.js';
import { receivedGroupOf, type ReceivedGroup } from './referral-stages.js';

/**
 * The patients of referrals to the clinician, by the group each referral puts them in. None for a
 * delegate without permissionViewReferrals: these patients are known only through referrals.
 */
async function findReceivedPatients(
  db: Database,
  acting: ActingClinician,
): Promise<(group: ReceivedGroup) => PatientRow[]> {
  if (!acting.mayViewReferrals) return () => [];
  const received = await findReceivedReferralStates(db, acting.clinicianUserProfileId);
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
  return (group: ReceivedGroup) => receivedPatients.filter((row) => groupsOf.get(row.patient.id)?.has(group));
}

/**
 * SPEC §7.3 GET /patient/list/: the five groups of SPEC §2.10 (contracts/src/patient.ts says what
 * each holds), newest first. Three queries whatever the number of patients; removed patients are
 * in no group. A patient with referrals to me in several stages is listed in each of those groups.
 */
export async function listPatientGroups(db: Database, acting: ActingClinician): Promise<PatientListResponse> {
  const owned = await findOwnedPatients(db, acting.clinicianUserProfileId);
  const receivedIn = await findReceivedPatients(db, acting);
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
