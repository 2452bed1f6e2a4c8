/** SPEC §2.2: "Search our clinicians", the map. */
export const CLINICIAN_SEARCH_PATH = '/clinicians';

/** SPEC §2.2: a clinician's page (Clinician Information), by user-profile id. */
export function clinicianPagePath(userProfileId: number): string {
  return `${CLINICIAN_SEARCH_PATH}/user/${userProfileId}`;
}
