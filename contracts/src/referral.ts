// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { anonymisedPatientSchema, patientSchema } from './patient.js';
import { clinicSchema, slimUserProfileSchema } from './profile.js';
import { jobRoleSchema } from './reference-data.js';

/** SPEC §3 referral statuses as stored; a sender's cancellation is kept as CANCELLED. */
export const REFERRAL_STATUSES = [
  'OPEN',
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'BOOKED',
  'DNA',
  'CANCELLED',
] as const;
export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

/** Still to be dealt with: a patient with one of these cannot be removed. */
export const REFERRAL_STATUSES_IN_PROGRESS = [
  'OPEN',
  'PENDING',
  'ACCEPTED',
] as const satisfies readonly ReferralStatus[];

/** SPEC §4 referral views. */
export const REFERRAL_DISPLAY_TYPES = ['Sent', 'Pending', 'Accepted', 'Open', 'Booked', 'Dna'] as const;
export const referralDisplayTypeSchema = z.enum(REFERRAL_DISPLAY_TYPES);
export type ReferralDisplayType = z.infer<typeof referralDisplayTypeSchema>;

/** SPEC §3 slim clinician role profile: id, a slim profile and the clinic. */
export const slimClinicianRoleProfileSchema = z.object({
  id: z.int(),
  userProfile: slimUserProfileSchema,
  clinic: clinicSchema,
});
export type SlimClinicianRoleProfile = z.infer<typeof slimClinicianRoleProfileSchema>;

/**
 * SPEC §3 Referral. patient is the full record for whoever may see it (the sender; the receiver once
 * accepted) and the anonymised variant otherwise (SPEC §4: pending and open views hide the details).
 */
export const referralSchema = z.object({
  id: z.int(),
  patient: z.union([patientSchema, anonymisedPatientSchema]),
  referrer: slimClinicianRoleProfileSchema,
  jobRole: jobRoleSchema,
  specifiedClinician: z.boolean(),
  targetClinician: z.nullable(slimClinicianRoleProfileSchema),
  mainDescription: z.string(),
  history: z.string(),
  displayType: referralDisplayTypeSchema,
  isPrivateView: z.boolean(),
  targetHasAccepted: z.boolean(),
  completed: z.boolean(),
  hasDna: z.boolean(),
  createdOn: z.string(),
  acceptedOn: z.nullable(z.string()),
  completedOn: z.nullable(z.string()),
  dnaOn: z.nullable(z.string()),
  status: referralStatusSchema,
});
export type Referral = z.infer<typeof referralSchema>;

/**
 * SPEC §7.3 GET /patient/referrals/{px_id}/: active = open, pending or accepted; inactive = the rest.
 * currentPatientReferrals is every one of them, newest first (the spec names that key too).
 */
export const patientReferralsResponseSchema = z.object({
  activeReferrals: z.array(referralSchema),
  inactiveReferrals: z.array(referralSchema),
  currentPatientReferrals: z.array(referralSchema),
});
export type PatientReferralsResponse = z.infer<typeof patientReferralsResponseSchema>;
