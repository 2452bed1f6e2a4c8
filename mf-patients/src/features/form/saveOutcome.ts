// What follows saving or removing a patient: where the user returns to, and the server's reason for a refusal.
import { isApiRequestError } from '@refnet/shared-ui';

/** Where the patient form returns to once a patient is saved or removed. */
export const PATIENTS_PATH = '/patients';

/** The server's own words about a refused request (a 400 names the rule that failed), if it gave any. */
export function serverWords(error: unknown): string | null {
  return isApiRequestError(error) && error.serverMessage ? error.serverMessage.message : null;
}
