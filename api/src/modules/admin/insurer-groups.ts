import type { AdminInsuranceAgreementsResponse } from '@refnet/contracts/admin';
import type { InsuranceAgreement } from '@refnet/contracts/accounts';
import { and, asc, eq } from 'drizzle-orm';
import { insuranceAgreements } from '../../db/schema.js';
import { afterId, byId, paged, type AdminGroup } from './keyset.js';

const insurerGroup = (verified: boolean): AdminGroup<InsuranceAgreement> => ({
  read: async (db, page) =>
    byId(
      await paged(
        db
          .select({
            id: insuranceAgreements.id,
            policyName: insuranceAgreements.policyName,
            provider: insuranceAgreements.provider,
            verified: insuranceAgreements.verified,
          })
          .from(insuranceAgreements)
          .where(and(eq(insuranceAgreements.verified, verified), afterId(insuranceAgreements.id, page)))
          .orderBy(asc(insuranceAgreements.id))
          .$dynamic(),
        page,
      ),
    ),
});

/** GET /admin/insurance-agreements/ groups, in id order (one query each). */
export const ADMIN_INSURER_GROUPS = {
  verified: insurerGroup(true),
  unverified: insurerGroup(false),
} satisfies Record<keyof AdminInsuranceAgreementsResponse, AdminGroup<InsuranceAgreement>>;
