// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { addressSchema, slimUserProfileSchema } from './profile.js';
import { insuranceAgreementSchema } from './reference-data.js';
import { PATIENT_SEXES } from './patient-form.js';

export const patientSexSchema = z.enum(PATIENT_SEXES);

/** SPEC §3 Patient display types. */
export const PATIENT_DISPLAY_TYPES = ['Added', 'Sent', 'Accepted', 'Pending', 'Open', 'Init'] as const;
export const patientDisplayTypeSchema = z.enum(PATIENT_DISPLAY_TYPES);
export type PatientDisplayType = z.infer<typeof patientDisplayTypeSchema>;

/** Who keeps the record: the clinician's slim profile. */
export const patientOwnerSchema = z.pick(slimUserProfileSchema, {
  id: true,
  title: true,
  firstName: true,
  lastName: true,
});
export type PatientOwner = z.infer<typeof patientOwnerSchema>;

/** SPEC §3 Patient (dates: dob yyyy-mm-dd; the rest ISO date-times). */
export const patientSchema = z.object({
  id: z.int(),
  createdBy: patientOwnerSchema,
  address: addressSchema,
  /** null for a self-payer. */
  insurancePolicy: z.nullable(insuranceAgreementSchema),
  currentAge: z.int(),
  displayType: patientDisplayTypeSchema,
  viewType: z.string(),
  detailsInImage: z.boolean(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  patientReference: z.string(),
  sex: patientSexSchema,
  dob: z.string(),
  primaryEmail: z.string(),
  primaryPhoneNumber: z.string(),
  isSelfPayer: z.boolean(),
  detailsImage: z.string(),
  patientActive: z.boolean(),
  consentGiven: z.boolean(),
  consentGivenOn: z.nullable(z.string()),
  createdOn: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;

/**
 * SPEC §3 anonymised variant: what a receiver may know before accepting (no name, dob, contact or
 * address). The id is the patient's, so the row can be keyed; it opens nothing on its own.
 */
export const anonymisedPatientSchema = z.object({
  id: z.int(),
  sex: patientSexSchema,
  currentAge: z.int(),
  insurancePolicy: z.nullable(insuranceAgreementSchema),
  isSelfPayer: z.boolean(),
  createdBy: patientOwnerSchema,
  createdOn: z.string(),
});
export type AnonymisedPatient = z.infer<typeof anonymisedPatientSchema>;

/**
 * SPEC §7.3 GET /patient/list/ — the groups of SPEC §2.10 for the signed-in clinician (or the one a
 * delegate acts for), newest first:
 * - addedPatients: kept by me, active, with no referral (cancelled ones aside);
 * - referredPatients: kept by me, active, with a referral I sent that is not cancelled;
 * - pendingPatients: named in a PENDING referral to me (anonymised: not accepted yet);
 * - acceptedPatients: in a referral to me I accepted and have not booked, DNA'd or rejected;
 * - completedPatients: in a referral to me that is booked or DNA'd, or that I rejected after accepting.
 * Each holds its first page (25, newest first); `totals` says how many each group holds in all, and
 * GET /patient/list/{group}/ (patient-pages.ts) serves the other pages.
 */
export const patientListResponseSchema = z.object({
  addedPatients: z.array(patientSchema),
  referredPatients: z.array(patientSchema),
  pendingPatients: z.array(anonymisedPatientSchema),
  acceptedPatients: z.array(patientSchema),
  completedPatients: z.array(patientSchema),
  totals: z.optional(
    z.object({
      added: z.int(),
      referred: z.int(),
      pending: z.int(),
      accepted: z.int(),
      completed: z.int(),
    }),
  ),
});
export type PatientListResponse = z.infer<typeof patientListResponseSchema>;

/** SPEC §7.3 GET /patient/{px_id}/. */
export const currentPatientResponseSchema = z.object({ currentPatient: patientSchema });
export type CurrentPatientResponse = z.infer<typeof currentPatientResponseSchema>;

/** SPEC §7.3 POST /patient/create/: currentPatient carries the success flag and the new patient. */
export const createPatientResponseSchema = z.object({
  message: messageSchema,
  currentPatient: z.object({ success: z.boolean(), patient: patientSchema }),
});
export type CreatePatientResponse = z.infer<typeof createPatientResponseSchema>;

/** SPEC §7.3 PUT /patient/update/{px_id}/. */
export const updatePatientResponseSchema = z.object({ message: messageSchema, patient: patientSchema });
export type UpdatePatientResponse = z.infer<typeof updatePatientResponseSchema>;

/** DELETE /patient/delete/{px_id}/: the record stays, inactive. */
export const deletePatientResponseSchema = z.object({ message: messageSchema, patientId: z.int() });
export type DeletePatientResponse = z.infer<typeof deletePatientResponseSchema>;

/** SPEC §3: the placeholder id of a patient whose details exist only in an image. */
export const patientImageId = (id: number) => `PX_IMG_${String(id).padStart(5, '0')}`;

/** SPEC §5 helper: "Patient data missing" unless title, first and last name are all there. */
export const PATIENT_DATA_MISSING = 'Patient data missing';

/** How a patient is named on screen: the image placeholder, or title and names. */
export function patientDisplayName(
  patient: Pick<Patient, 'id' | 'detailsInImage' | 'title' | 'firstName' | 'lastName'>,
): string {
  if (patient.detailsInImage) return patientImageId(patient.id);
  if (!patient.title || !patient.firstName || !patient.lastName) return PATIENT_DATA_MISSING;
  return `${patient.title} ${patient.firstName} ${patient.lastName}`;
}
