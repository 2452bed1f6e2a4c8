/** Refusals only the server words (the UI hides the buttons that would cause them). */
export const DELEGATE_API_MESSAGES = {
  alreadyInactive: 'This delegate account is already inactive.',
  alreadyActive: 'This delegate account is already active.',
} as const;
