import type { Database } from '../database.js';
import { SAMPLE_COLUMNS, importPostcodeCsv } from '../../modules/geocoding/import.js';

/** Shipped with the API (copied to dist/ by the build), never read from outside the product. */
export const POSTCODE_SAMPLE_FILE = new URL('./data/uk-postcodes-sample.csv', import.meta.url);

/** A few dozen well-known postcodes, so geocoding works before the ONS file is imported. */
export async function seedPostcodes(db: Database) {
  await importPostcodeCsv(db, POSTCODE_SAMPLE_FILE, { columns: SAMPLE_COLUMNS, mode: 'insertMissing' });
}
