/** The wizard's steps (SPEC §2.11); the direct-to-clinician variant has no clinician step. */
export type StepKind = 'patient' | 'info' | 'clinician' | 'review';

export const STEP_TITLES: Record<StepKind, string> = {
  patient: 'Select patient to refer',
  info: 'Enter referral information',
  clinician: 'Select clinician',
  review: 'Review referral data',
};

export const FOUR_STEPS: readonly StepKind[] = ['patient', 'info', 'clinician', 'review'];
export const DIRECT_STEPS: readonly StepKind[] = ['patient', 'info', 'review'];

/** SPEC §9: the last step's index (3, or 2 for direct-to-clinician). */
export const maxStepOf = (steps: readonly StepKind[]) => steps.length - 1;
