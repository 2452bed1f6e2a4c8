import type { Referral } from '@refnet/contracts/referrals';
import { InAppLink, personName } from '@refnet/shared-ui';

/** SPEC §2.9: an open referral names the job role instead of a clinician. */
export const openToAllText = (jobTitle: string) => `Open to all ${jobTitle}s`;

export const clinicianPageHref = (userProfileId: number) => `/clinicians/user/${userProfileId}`;

export type Counterpart = 'referrer' | 'target';

/** The clinician on the other side of the referral, linked to their page, or "Open to all …s". */
export function ReferralCounterpart({
  referral,
  counterpart,
}: {
  referral: Referral;
  counterpart: Counterpart;
}) {
  const crp = counterpart === 'referrer' ? referral.referrer : referral.targetClinician;
  if (!crp) return <>{openToAllText(referral.jobRole.jobTitle)}</>;
  return <InAppLink href={clinicianPageHref(crp.userProfile.id)}>{personName(crp.userProfile)}</InAppLink>;
}
