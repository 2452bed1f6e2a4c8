/**
 * SPEC §2.2: the referral wizard with the target clinician fixed. The route's clinicianId is the clinician
 * role profile (crp) id, which ties the clinician to one clinic.
 */
export function directReferralPath(crpId: number): string {
  return `/referral/direct-to-clinician/${crpId}/add`;
}
