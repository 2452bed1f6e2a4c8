import type { AppConfig } from '@refnet/contracts';
import type { InsuranceAgreement, JobRole } from '@refnet/contracts/accounts';
import type { Session } from '../state/atoms';

export const clinicianSession: Session = {
  token: 'token-abc',
  user: {
    id: 7,
    username: 'ada@example.org',
    email: 'ada@example.org',
    first_name: 'Ada',
    last_name: 'Okafor',
    is_staff: false,
  },
  userGroup: 'Clinician',
  isAdmin: false,
  isPatient: false,
  isVerified: true,
};

export const staffSession: Session = {
  token: 'token-staff',
  user: {
    id: 2,
    username: 'sam@example.org',
    email: 'sam@example.org',
    first_name: 'Sam',
    last_name: 'Patel',
    is_staff: true,
  },
  userGroup: 'Staff',
  isAdmin: true,
  isPatient: false,
  isVerified: true,
};

export const appConfig: AppConfig = {
  version: '1.6.6',
  googleMapsApiKey: '',
  supportEmail: 'support@refnet.example',
  remotes: {
    mf_auth: '/remotes/mf-auth/mf-manifest.json',
    mf_referrals: '/remotes/mf-referrals/mf-manifest.json',
    mf_patients: '/remotes/mf-patients/mf-manifest.json',
    mf_clinicians: '/remotes/mf-clinicians/mf-manifest.json',
    mf_admin: '/remotes/mf-admin/mf-manifest.json',
  },
};

/** Verified insurance agreements, as GET /insurance-agreements/ lists them. */
export const AGREEMENTS: InsuranceAgreement[] = [
  { id: 11, provider: 'Bupa', policyName: 'Standard', verified: true },
  { id: 12, provider: 'AXA Health', policyName: 'Gold', verified: true },
];

/** A small job-role hierarchy: a role without specialties, sub-specialties, a specialty without any. */
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
