import { isSelfPayerChoice, type PatientForm } from '@refnet/contracts/patients';

/** What the patient form sends; isSelfPayer is derived from the insurance choice. */
export type PatientFormFields = Omit<PatientForm, 'isSelfPayer'>;

/**
 * SPEC §7.3: the patient form as multipart form data. Optional fields go as empty strings, a self-payer as
 * insurance provider 0 with isSelfPayer true (SPEC §5: below 1).
 */
export function toPatientFormData(fields: PatientFormFields): FormData {
  const data = new FormData();
  const text: Record<string, string> = {
    title: fields.title,
    firstName: fields.firstName,
    lastName: fields.lastName,
    patientReference: fields.patientReference,
    dob: fields.dob,
    sex: fields.sex,
    primaryEmail: fields.primaryEmail,
    primaryPhoneNumber: fields.primaryPhoneNumber,
    firstLine: fields.firstLine,
    city: fields.city,
    postcode: fields.postcode,
    isSelfPayer: String(isSelfPayerChoice(fields.insuranceProviderId)),
    insuranceProviderId: String(fields.insuranceProviderId),
    consent: String(fields.consent),
  };
  for (const [name, value] of Object.entries(text)) data.append(name, value);
  return data;
}
