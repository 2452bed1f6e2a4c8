import type { JobRole } from '../reference-data.js';

/** Verified job roles for a test, from rows of [id, role, specialty, sub-specialty]. */
export const jobRolesFrom = (rows: [number, string, string | null, string | null][]): JobRole[] =>
  rows.map(([id, jobRole, specialty, subSpecialty]) => ({
    id,
    jobRole,
    specialty,
    subSpecialty,
    registrationBody: 'GMC',
    jobTitle: jobRole,
    isVerified: true,
    isDoctor: true,
  }));
