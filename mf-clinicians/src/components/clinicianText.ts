import type { ClinicianCard, PublicClinicianProfile } from '@refnet/contracts/clinicians';

/** The distinct job titles of a clinician, in the order of their job roles. */
export function jobTitlesOf(profile: Pick<PublicClinicianProfile, 'jobRole'>): string[] {
  const titles = profile.jobRole.map((jobRole) => jobRole.jobTitle.trim()).filter(Boolean);
  return [...new Set(titles)];
}

/** The first referral contact that is an e-mail address, or undefined. */
export function firstReferralEmail(
  profile: Pick<PublicClinicianProfile, 'appointmentsContact'>,
): string | undefined {
  return profile.appointmentsContact.find(
    (contact) => contact.type === 'email' && contact.email.trim() !== '',
  )?.email;
}

/** Kilometres from the search point to one decimal: "2.4 km"; empty outside a search. */
export function formatDistance(distance: ClinicianCard['distance']): string {
  return distance === null ? '' : `${distance.toFixed(1)} km`;
}
