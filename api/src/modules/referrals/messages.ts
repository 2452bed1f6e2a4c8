import type { ActingRefusals } from '../policy/acting-clinician.js';
import { PATIENT_API_MESSAGES } from '../patients/messages.js';

/** Texts only the referral routes write (the wizard's own are REFERRAL_MESSAGES in contracts). */
export const REFERRAL_API_MESSAGES = {
  cliniciansOnly: 'Only clinicians send and receive referrals.',
  noActiveClinician: PATIENT_API_MESSAGES.noActiveClinician,
  cannotViewPatients: PATIENT_API_MESSAGES.cannotViewPatients,
  cannotViewReferrals: PATIENT_API_MESSAGES.cannotViewReferrals,
  cannotCreate: 'You do not have permission to make referrals for this clinician.',
  cannotManage: "You do not have permission to manage this clinician's referrals.",
  senderProfileNotYours: 'Send the referral from one of your own active clinic profiles.',
  jobRoleNotFound: 'The chosen job role does not exist.',
  noActiveProfileToAccept: 'You need an active clinic profile to accept an open referral.',
} as const satisfies ActingRefusals & Record<string, string>;
