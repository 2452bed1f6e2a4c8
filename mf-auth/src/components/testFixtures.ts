// Test-only data shared by the component and registration tests.
import type { JobRole, InsuranceAgreement } from '@refnet/contracts';

const leaf = (
  id: number,
  jobRole: string,
  specialty: string | null = null,
  subSpecialty: string | null = null,
): JobRole => ({
  id,
  jobRole,
  specialty,
  subSpecialty,
  registrationBody: 'GMC',
  jobTitle: jobRole,
  isVerified: true,
  isDoctor: true,
});

export const JOB_ROLES: JobRole[] = [
  leaf(1, 'General Practitioner'),
  leaf(2, 'Consultant', 'Orthopaedic Surgery', 'Hip'),
  leaf(3, 'Consultant', 'Orthopaedic Surgery', 'Knee'),
  leaf(4, 'Consultant', 'Urology'),
  leaf(5, 'Physiotherapist', 'Sports', 'Running'),
];

export const AGREEMENTS: InsuranceAgreement[] = [
  { id: 11, provider: 'Bupa', policyName: 'Standard', verified: true },
  { id: 12, provider: 'AXA Health', policyName: 'Gold', verified: true },
];
