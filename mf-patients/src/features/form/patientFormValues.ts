import { patientFormSchema, type Patient } from '@refnet/contracts/patients';
import type { PatientFormFields } from '@refnet/shared-ui/patients';

/** The form's own state: selects start empty (undefined), so their "please choose" rules can answer. */
export interface PatientFormValues {
  title?: string;
  firstName: string;
  lastName: string;
  patientReference: string;
  dob: string;
  sex?: string;
  primaryEmail: string;
  primaryPhoneNumber: string;
  firstLine: string;
  city: string;
  postcode: string;
  /** 0 = self-payer, above 0 an insurer; undefined = not chosen (SPEC §9: -1). */
  insuranceProviderId?: number;
  consent: boolean;
}

export const EMPTY_PATIENT_FORM: PatientFormValues = {
  firstName: '',
  lastName: '',
  patientReference: '',
  dob: '',
  primaryEmail: '',
  primaryPhoneNumber: '',
  firstLine: '',
  city: '',
  postcode: '',
  consent: false,
};

/** The form filled in from a patient record (Update Patient Information). */
export function formValuesOf(patient: Patient): PatientFormValues {
  return {
    title: patient.title || undefined,
    firstName: patient.firstName,
    lastName: patient.lastName,
    patientReference: patient.patientReference,
    dob: patient.dob,
    sex: patient.sex,
    primaryEmail: patient.primaryEmail,
    primaryPhoneNumber: patient.primaryPhoneNumber,
    firstLine: patient.address.firstLine,
    city: patient.address.city,
    postcode: patient.address.postcode,
    insuranceProviderId: patient.isSelfPayer ? 0 : patient.insurancePolicy?.id,
    consent: patient.consentGiven,
  };
}

/**
 * What is sent, as the server will read it (trimmed, e-mail lower-cased, postcode upper-cased), or null
 * while any SPEC §5 rule fails.
 */
export function toPatientFields(values: PatientFormValues): PatientFormFields | null {
  const parsed = patientFormSchema.safeParse(values);
  if (!parsed.success) return null;
  const { isSelfPayer: _derived, ...fields } = parsed.data;
  return fields;
}

/** SPEC §4: consent may be given only once every other field passes its rule. */
export const otherFieldsPass = (values: PatientFormValues) =>
  toPatientFields({ ...values, consent: true }) !== null;
