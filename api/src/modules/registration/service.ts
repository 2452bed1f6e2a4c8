import type { CheckClinicRequest, CheckEmailResponse } from '@refnet/contracts/accounts';
import type { Database } from '../../db/database.js';
import { normaliseUsername } from '../accounts/service.js';
import { isEmailTaken } from './queries.js';

/** SPEC §7.5 POST /register/check-email/; SPEC §5: an empty e-mail skips the check (valid). */
export async function checkEmail(db: Database, email: string): Promise<CheckEmailResponse> {
  const normalised = normaliseUsername(email);
  if (normalised === '') return { emailValid: true };
  return { emailValid: !(await isEmailTaken(db, normalised)) };
}

/** The postcode sent flat or under `address` (the flat field wins when both are non-empty). */
export function clinicPostcode(body: CheckClinicRequest): string {
  const flat = body.postcode?.trim() ?? '';
  return flat !== '' ? flat : (body.address?.postcode?.trim() ?? '');
}
