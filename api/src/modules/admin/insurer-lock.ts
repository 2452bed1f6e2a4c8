import { INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE } from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { insuranceAgreements } from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';

/**
 * The insurance agreement, locked until the transaction ends, so that two staff members deciding on it at
 * once are served one after the other; a 404 when there is none.
 */
export async function lockInsuranceAgreement(tx: Database, agreementId: number) {
  const [agreement] = await tx
    .select()
    .from(insuranceAgreements)
    .where(eq(insuranceAgreements.id, agreementId))
    .for('update');
  if (!agreement) throw new HttpProblem(404, dangerBody(INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE));
  return agreement;
}
