// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { anonymisedPatientSchema, patientSchema } from './patient.js';
import { clinicSchema, slimUserProfileSchema } from './profile.js';
import { jobRoleSchema } from './reference-data.js';
import type { AnonymisedPatient, Patient } from './patient.js';

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

/** What happened to a referral: one entry per transition, the audit trail (issue 6). */
export const REFERRAL_EVENT_ACTIONS = [
  'created',
  'accepted',
  'rejected',
  'cancelled',
  'booked',
  'unbooked',
  'dna',
  'undna',
] as const;
export const referralEventActionSchema = z.enum(REFERRAL_EVENT_ACTIONS);
export type ReferralEventAction = z.infer<typeof referralEventActionSchema>;

/** A person in the audit trail: who pressed the button, and the clinician they acted for. */
export const referralEventPersonSchema = z.object({
  id: z.int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ReferralEventPerson = z.infer<typeof referralEventPersonSchema>;

/**
 * One transition: fromStatus is null for 'created'. actor is who acted; onBehalfOf is the clinician a
 * delegate acted for (null when the clinician acted themselves). at is an ISO date-time.
 */
export const referralEventSchema = z.object({
  id: z.int(),
  action: referralEventActionSchema,
  fromStatus: z.nullable(referralStatusSchema),
  toStatus: referralStatusSchema,
  actor: referralEventPersonSchema,
  onBehalfOf: z.nullable(referralEventPersonSchema),
  at: z.string(),
});
export type ReferralEvent = z.infer<typeof referralEventSchema>;

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
  /** The audit trail, oldest first (SPEC §2.9 Referred / Accepted / Completed times come from it too). */
  events: z.array(referralEventSchema),
});
export type Referral = z.infer<typeof referralSchema>;

/** The full record (the sender's, or the receiver's once accepted) rather than the anonymised variant. */
export function isFullPatient(patient: Patient | AnonymisedPatient): patient is Patient {
  return 'firstName' in patient;
}

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
