import { eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { insuranceAgreements } from '../schema.js';

/** UK private medical insurers, verified from the start. "Standard" shows as the provider alone (SPEC §3). */
export const UK_INSURERS = [
  'Bupa',
  'AXA Health',
  'Aviva',
  'Vitality',
  'WPA',
  'Simplyhealth',
  'Cigna Healthcare',
  'Allianz Care',
  'Freedom Health Insurance',
  'The Exeter',
  'National Friendly',
  'Benenden Health',
  'Healix',
  'CS Healthcare',
  'General & Medical',
] as const;

export async function seedInsurers(db: Database) {
  const existing = new Set(
    (
      await db
        .select({ provider: insuranceAgreements.provider })
        .from(insuranceAgreements)
        .where(eq(insuranceAgreements.policyName, 'Standard'))
    ).map((row) => row.provider),
  );
  const missing = UK_INSURERS.filter((provider) => !existing.has(provider));
  if (missing.length === 0) return;
  await db
    .insert(insuranceAgreements)
    .values(missing.map((provider) => ({ provider, policyName: 'Standard', verified: true })))
    .onConflictDoNothing();
}
