// @refnet/contracts/patients: patients (SPEC §3, §5, §7.3) and the referral record they are listed with.
export * from './patient-form.js';
export * from './patient.js';
export * from './patient-pages.js';
export * from './referral.js';
