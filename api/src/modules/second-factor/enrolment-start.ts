import type { SecondFactorEnrolment } from '@refnet/contracts/second-factor';
import type { Database } from '../../db/database.js';
import type { IdentityRow } from '../accounts/identity.js';
import type { SecondFactorKeys } from './keys.js';
import { savePendingSecret } from './queries.js';
import { enrolmentFor, newTotpSecret } from './totp.js';

/**
 * A new secret for `user`, kept encrypted and unconfirmed until a first code matches it; what their app needs.
 * Undefined when their factor is already confirmed (it is never replaced so).
 */
export async function startEnrolment(
  db: Database,
  keys: SecondFactorKeys,
  user: Pick<IdentityRow, 'id' | 'email'>,
): Promise<SecondFactorEnrolment | undefined> {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(db, user.id, keys.sealSecret(secret, user.id)))) return undefined;
  return enrolmentFor(secret, user.email);
}
