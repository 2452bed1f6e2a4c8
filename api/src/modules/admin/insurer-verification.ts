import { ADMIN_TEXTS, type VerifyInsuranceAgreementResponse } from '@refnet/contracts/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { insuranceAgreements } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import type { Session } from '../accounts/service.js';
import { recordAdminEvent } from './audit.js';
import { lockInsuranceAgreement } from './insurer-lock.js';

/**
 * POST /insurance-agreements/verify/{id}/ (staff): an insurer a clinician typed in becomes one every
 * form offers. The agreement is locked, changed and audited in one transaction; a second verification
 * is a 409, so two staff members at once cannot both think they did it.
 */
export async function verifyInsuranceAgreement(
  db: Database,
  session: Session,
  agreementId: number,
): Promise<VerifyInsuranceAgreementResponse> {
  const agreement = await db.transaction(async (tx) => {
    const current = await lockInsuranceAgreement(tx, agreementId);
    if (current.verified) throw new HttpProblem(409, dangerBody(ADMIN_TEXTS.insurerAlreadyVerified));
    await tx
      .update(insuranceAgreements)
      .set({ verified: true })
      .where(eq(insuranceAgreements.id, agreementId));
    await recordAdminEvent(tx, {
      actorUserId: session.identity.user.id,
      action: 'verify-insurer',
      targetType: 'insurance-agreement',
      targetId: agreementId,
      detail: { provider: current.provider, policyName: current.policyName },
    });
    return { ...current, verified: true };
  });
  return {
    ...successBody(ADMIN_TEXTS.insurerVerified(agreement.provider)),
    insuranceAgreement: agreement,
  };
}
