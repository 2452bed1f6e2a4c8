/** SPEC §2.2: a clinician's page (Clinician Information), by user-profile id. */
export function clinicianPagePath(userProfileId: number): string {
  return `/clinicians/user/${userProfileId}`;
}
