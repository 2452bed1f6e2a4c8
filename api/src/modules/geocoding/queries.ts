import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { postcodes } from '../../db/schema.js';
import type { Coordinates } from '@refnet/contracts/accounts';

export interface PostcodeRow extends Coordinates {
  postcode: string;
}

export async function findPostcode(db: Database, postcode: string): Promise<Coordinates | undefined> {
  const [row] = await db
    .select({ latitude: postcodes.latitude, longitude: postcodes.longitude })
    .from(postcodes)
    .where(eq(postcodes.postcode, postcode))
    .limit(1);
  return row;
}

/** Inserts or refreshes one batch (postcodes must be distinct within the batch). */
export async function upsertPostcodes(db: Database, rows: readonly PostcodeRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(postcodes)
    .values([...rows])
    .onConflictDoUpdate({
      target: postcodes.postcode,
      set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
    });
}

/** Inserts the rows whose postcode is not stored yet; stored ones are left as they are. */
export async function insertMissingPostcodes(db: Database, rows: readonly PostcodeRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(postcodes)
    .values([...rows])
    .onConflictDoNothing({ target: postcodes.postcode });
}
