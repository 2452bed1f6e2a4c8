/** SPEC §2.11 patient-preselected variant: the referral wizard for this patient, opening on step 1. */
export const patientReferralPath = (patientId: number) => `/referral/patient-selected/${patientId}/add`;
