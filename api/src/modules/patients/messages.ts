/** Texts only the patients routes write (the form's own messages are PATIENT_MESSAGES in contracts). */
export const PATIENT_API_MESSAGES = {
  noActiveClinician: 'Your delegate account is not linked to an active clinician.',
  cannotViewPatients:
    "You have no delegate permissions, so you cannot see this clinician's patients. Ask the clinician to give you one.",
  cannotViewReferrals: "You do not have permission to view this clinician's referrals.",
  cannotCreate: 'You do not have permission to add patients for this clinician.',
  cannotManage: "You do not have permission to update or remove this clinician's patients.",
  cliniciansOnly: 'Only clinicians keep patient records.',
  filesNotAccepted: 'The patient form does not accept files.',
  formUnreadable: 'The form could not be read. Please try again.',
  fieldRepeated: 'Each field of the patient form must be sent once.',
  tooManyFields: 'The form has more fields than the patient form. Please send the patient form only.',
} as const;
