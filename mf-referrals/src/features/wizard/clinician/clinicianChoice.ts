import { isUnderChoice, type JobRole, type JobRoleChoice } from '@refnet/contracts/accounts';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';

export type ClinicianChoice = { accepted: true; jobRole: JobRole } | { accepted: false; reason: string };

/**
 * SPEC §4, clicking a clinician card: with no job role chosen, the clinician's first role is adopted; with
 * a leaf chosen, the clinician is accepted only if they hold it; with only upper levels chosen (a role, a
 * specialty), their first role under those levels is adopted. Nobody refers a patient to themselves.
 */
export function chooseClinician(
  card: ClinicianCard,
  jobRoleId: number,
  choice: JobRoleChoice,
  ownUserProfileId: number | undefined,
): ClinicianChoice {
  if (card.userProfile.id === ownUserProfileId)
    return { accepted: false, reason: REFERRAL_MESSAGES.referToSelf };
  const roles = card.userProfile.jobRole;
  const jobRole =
    jobRoleId === 0
      ? roles.find((held) => isUnderChoice(held, choice))
      : roles.find((held) => held.id === jobRoleId);
  return jobRole
    ? { accepted: true, jobRole }
    : { accepted: false, reason: REFERRAL_MESSAGES.receiverLacksRole };
}
