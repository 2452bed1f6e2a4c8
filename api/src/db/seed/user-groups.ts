import { userGroupSchema } from '@refnet/contracts';
import type { Database } from '../database.js';
import { userGroups } from '../schema.js';

/** SPEC §6: Full Admin, Staff, Clinician, Patient, Delegate. */
export async function seedUserGroups(db: Database) {
  const existing = new Set(
    (await db.select({ name: userGroups.name }).from(userGroups)).map((row) => row.name),
  );
  const missing = userGroupSchema.options.filter((name) => !existing.has(name));
  if (missing.length === 0) return;
  await db
    .insert(userGroups)
    .values(missing.map((name) => ({ name })))
    .onConflictDoNothing();
}
