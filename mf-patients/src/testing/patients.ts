// Test-only data for the patients list (one patient: patientFixture from @refnet/shared-ui/testing).
import type { AnonymisedPatient, Patient } from '@refnet/contracts/patients';
import { patientFixture } from '@refnet/shared-ui/testing';

/** A day in January 2026, so ids can give distinct creation times: createdOnDay(3) is 3 January. */
export const createdOnDay = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`;

export function anonymisedPatient(overrides: Partial<AnonymisedPatient> = {}): AnonymisedPatient {
  return {
    id: 77,
    sex: 'Female',
    currentAge: 35,
    insurancePolicy: null,
    isSelfPayer: true,
    createdBy: { id: 8, title: 'Dr', firstName: 'Ben', lastName: 'Hart' },
    createdOn: createdOnDay(5),
    ...overrides,
  };
}

/** `count` patients named Patient1 Test … PatientN Test, the higher ids created later. */
export function manyPatients(count: number): Patient[] {
  return Array.from({ length: count }, (_, index) =>
    patientFixture({
      id: index + 1,
      firstName: `Patient${index + 1}`,
      lastName: 'Test',
      createdOn: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    }),
  );
}
