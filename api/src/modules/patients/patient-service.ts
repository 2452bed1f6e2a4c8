import {
  PATIENT_MESSAGES,
  REFERRAL_STATUSES_IN_PROGRESS,
  type CreatePatientResponse,
  type DeletePatientResponse,
  type PatientForm,
  type UpdatePatientResponse,
} from '@refnet/contracts/patients';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { addresses, patients, referrals } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { findOwnedPatient, lockOwnedPatient, patientNotFound } from './patient-access.js';
import { findActivePatient } from './patient-queries.js';
import { locatePatientAddress, patientFormValues, type Geocoding } from './patient-record.js';
import { ownerView, toPatient } from './patient-views.js';

/** The patient as its owner now sees it (after a write). */
async function ownersPatient(db: Database, patientId: number) {
  const row = await findActivePatient(db, patientId);
  if (!row) throw patientNotFound();
  return toPatient(row, ownerView(row));
}

/**
 * SPEC §7.3 POST /patient/create/: the patient's address and the patient in one transaction, kept
 * by the acting clinician and entered by the caller, with consent recorded now.
 */
export async function createPatient(
  db: Database,
  acting: ActingClinician,
  form: PatientForm,
  geocoding: Geocoding,
): Promise<CreatePatientResponse> {
  const address = await locatePatientAddress(db, form, geocoding);
  const patientId = await db.transaction(async (tx) => {
    const values = await patientFormValues(tx, form);
    const [addressRow] = await tx
      .insert(addresses)
      .values({ addressType: 'patient', ...address })
      .returning({ id: addresses.id });
    if (!addressRow) throw new Error('address insert returned no row');
    const [patient] = await tx
      .insert(patients)
      .values({
        ...values,
        createdByUserProfileId: acting.clinicianUserProfileId,
        enteredByUserProfileId: acting.callerUserProfileId,
        addressId: addressRow.id,
        consentGiven: true,
        consentGivenOn: new Date(),
      })
      .returning({ id: patients.id });
    if (!patient) throw new Error('patient insert returned no row');
    return patient.id;
  });
  return {
    ...successBody(PATIENT_MESSAGES.created),
    currentPatient: { success: true, patient: await ownersPatient(db, patientId) },
  };
}

/** SPEC §7.3 PUT /patient/update/{px_id}/: the owner's active patient and its own address row. */
export async function updatePatient(
  db: Database,
  acting: ActingClinician,
  patientId: number,
  form: PatientForm,
  geocoding: Geocoding,
): Promise<UpdatePatientResponse> {
  const current = await findOwnedPatient(db, acting, patientId);
  const address = await locatePatientAddress(db, form, geocoding, current.address);
  await db.transaction(async (tx) => {
    const locked = await lockOwnedPatient(tx, acting, patientId);
    const values = await patientFormValues(tx, form, locked.insuranceAgreementId);
    const now = new Date();
    await tx
      .update(patients)
      .set({ ...values, consentGiven: true, consentGivenOn: locked.consentGivenOn ?? now, updatedOn: now })
      .where(eq(patients.id, patientId));
    await tx.update(addresses).set(address).where(eq(addresses.id, locked.addressId));
  });
  return { ...successBody(PATIENT_MESSAGES.updated), patient: await ownersPatient(db, patientId) };
}

/**
 * SPEC §7.3 DELETE /patient/delete/{px_id}/: never erased (referrals keep their history), only made
 * inactive; refused with 409 while a referral of the patient is open, pending or accepted. The
 * check and the change happen under the patient's lock (lockActivePatient).
 */
export async function removePatient(
  db: Database,
  acting: ActingClinician,
  patientId: number,
): Promise<DeletePatientResponse> {
  await db.transaction(async (tx) => {
    await lockOwnedPatient(tx, acting, patientId);
    const [inProgress] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(eq(referrals.patientId, patientId), inArray(referrals.status, REFERRAL_STATUSES_IN_PROGRESS)),
      )
      .limit(1);
    if (inProgress) throw new HttpProblem(409, dangerBody(PATIENT_MESSAGES.referralsInProgress));
    await tx
      .update(patients)
      .set({ patientActive: false, updatedOn: new Date() })
      .where(eq(patients.id, patientId));
    // Its finished referrals (booked, DNA, rejected, cancelled) leave the lists with it.
    await tx.update(referrals).set({ patientListed: false }).where(eq(referrals.patientId, patientId));
  });
  return { ...successBody(PATIENT_MESSAGES.removed), patientId };
}

/**
 * Takes back a patient created a moment ago for a request that then failed (a FHIR ServiceRequest with a
 * contained Patient whose referral was refused): the patient and their address, unless a referral names
 * them by now. The refused request leaves nothing behind.
 */
export async function discardUnreferredPatient(db: Database, patientId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(patients)
      .where(
        and(
          eq(patients.id, patientId),
          notExists(
            tx.select({ id: referrals.id }).from(referrals).where(eq(referrals.patientId, patientId)),
          ),
        ),
      )
      .returning({ addressId: patients.addressId });
    if (removed) await tx.delete(addresses).where(eq(addresses.id, removed.addressId));
  });
}
