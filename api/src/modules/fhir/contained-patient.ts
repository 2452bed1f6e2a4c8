import type * as fhir4 from 'fhir/r4.js';
import { patientFormSchema, type PatientForm } from '@refnet/contracts/patients';
import { firstIssueValidatorCompiler } from '../patients/body-parsers.js';
import { REFNET_SYSTEMS, REFNET_EXTENSIONS } from './codes.js';
import { fhirProblem } from './operation-outcome.js';

const SEX_OF_GENDER: Record<string, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  unknown: 'Unknown',
};

/** The patient form's fields by their FHIR names, for the refusal's wording. */
const FHIR_NAMES: [RegExp, string][] = [
  [/^title\b/, 'name.prefix'],
  [/^firstName\b/, 'name.given'],
  [/^lastName\b/, 'name.family'],
  [/^dob\b/, 'birthDate'],
  [/^sex\b/, 'gender'],
  [/^primaryEmail\b/, 'telecom (email)'],
  [/^primaryPhoneNumber\b/, 'telecom (phone)'],
  [/^postcode\b/, 'address.postalCode'],
];

const validatePatientForm = firstIssueValidatorCompiler({ schema: patientFormSchema } as never);

/** The Patient a ServiceRequest's subject names as `#id` among its contained resources, if it does. */
export function containedPatientOf(body: unknown): fhir4.Patient | undefined {
  const request = body as Partial<fhir4.ServiceRequest> | null;
  const reference = request?.subject?.reference;
  if (typeof reference !== 'string' || !reference.startsWith('#')) return undefined;
  const found = (Array.isArray(request?.contained) ? request.contained : []).find(
    (resource) => resource?.resourceType === 'Patient' && `#${resource.id}` === reference,
  );
  if (!found) throw fhirProblem(400, `subject ${reference} names no contained Patient.`);
  return found as fhir4.Patient;
}

const extensionOf = (patient: fhir4.Patient, url: string) =>
  patient.extension?.find((ext) => ext.url === url);

/**
 * A contained Patient as the patient form (SPEC §7.3), checked by its own schema. Consent must be stated
 * (the consent extension, true), as the form's tick box is; the insurer is the insurance extension's
 * agreement id, and without it the patient pays for themselves.
 */
export function toPatientForm(patient: fhir4.Patient): PatientForm {
  const name = patient.name?.[0];
  const telecom = (system: string) =>
    patient.telecom?.find((contact) => contact.system === system)?.value ?? '';
  const address = patient.address?.[0];
  const insurance = extensionOf(patient, REFNET_EXTENSIONS.insuranceAgreement)?.valueInteger;
  const form = {
    title: name?.prefix?.[0] ?? '',
    firstName: name?.given?.[0] ?? '',
    lastName: name?.family ?? '',
    patientReference:
      patient.identifier?.find((identifier) => identifier.system === REFNET_SYSTEMS.patientReference)
        ?.value ?? '',
    dob: patient.birthDate ?? '',
    sex: SEX_OF_GENDER[patient.gender ?? ''] ?? '',
    primaryEmail: telecom('email'),
    primaryPhoneNumber: telecom('phone'),
    firstLine: address?.line?.[0] ?? '',
    city: address?.city ?? '',
    postcode: address?.postalCode ?? '',
    insuranceProviderId: String(insurance ?? 0),
    consent: extensionOf(patient, REFNET_EXTENSIONS.consentGiven)?.valueBoolean === true,
  };
  const checked = validatePatientForm(form) as { value?: PatientForm; error?: Error };
  if (checked.error || !checked.value) {
    const message = checked.error?.message ?? 'The contained Patient is not valid.';
    const renamed = FHIR_NAMES.reduce((text, [field, fhirName]) => text.replace(field, fhirName), message);
    const consentHint = form.consent
      ? ''
      : ` (state consent with the extension ${REFNET_EXTENSIONS.consentGiven}, valueBoolean true)`;
    throw fhirProblem(400, `contained Patient: ${renamed}${/consent/i.test(message) ? consentHint : ''}`);
  }
  return checked.value;
}
