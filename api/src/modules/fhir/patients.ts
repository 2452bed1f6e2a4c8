import type * as fhir4 from 'fhir/r4.js';
import type { AnonymisedPatient, Patient } from '@refnet/contracts/patients';
import { REFNET_SYSTEMS } from './codes.js';
import { displayName, referenceTo } from './references.js';

const GENDER: Record<Patient['sex'], fhir4.Patient['gender']> = {
  Male: 'male',
  Female: 'female',
  Other: 'other',
  Unknown: 'unknown',
};

const isWhole = (patient: Patient | AnonymisedPatient): patient is Patient => 'firstName' in patient;

/**
 * A patient as FHIR Patient, with exactly what the viewer may see: the whole record for its keeper and for a
 * receiver who has accepted; for anyone else (a pending or open referral's receiver) only what the
 * anonymised variant carries, so no name, birth date, contact or address can leave with it.
 */
export function toFhirPatient(patient: Patient | AnonymisedPatient): fhir4.Patient {
  const common: fhir4.Patient = {
    resourceType: 'Patient',
    id: String(patient.id),
    gender: GENDER[patient.sex],
    generalPractitioner: [referenceTo('Practitioner', patient.createdBy.id, displayName(patient.createdBy))],
  };
  if (!isWhole(patient)) return { ...common, meta: { security: [REDACTED] } };
  const telecom: fhir4.ContactPoint[] = [
    ...(patient.primaryEmail ? [{ system: 'email' as const, value: patient.primaryEmail }] : []),
    ...(patient.primaryPhoneNumber ? [{ system: 'phone' as const, value: patient.primaryPhoneNumber }] : []),
  ];
  return {
    ...common,
    active: patient.patientActive,
    ...(patient.patientReference
      ? { identifier: [{ system: REFNET_SYSTEMS.patientReference, value: patient.patientReference }] }
      : {}),
    name: [
      {
        use: 'official',
        text: displayName(patient),
        family: patient.lastName,
        given: [patient.firstName],
        ...(patient.title ? { prefix: [patient.title] } : {}),
      },
    ],
    birthDate: patient.dob,
    ...(telecom.length ? { telecom } : {}),
    address: [
      {
        use: 'home',
        line: [patient.address.firstLine],
        city: patient.address.city,
        postalCode: patient.address.postcode,
        country: 'GB',
      },
    ],
  };
}

/** HL7 v3 ObservationValue REDACTED: this resource leaves details out on purpose. */
const REDACTED: fhir4.Coding = {
  system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationValue',
  code: 'REDACTED',
  display: 'redacted',
};
