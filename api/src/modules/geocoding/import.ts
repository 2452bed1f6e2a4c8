import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Database } from '../../db/database.js';
import { parseCsvLine } from './csv.js';
import { normalisePostcode } from './postcode.js';
import { insertMissingPostcodes, upsertPostcodes, type PostcodeRow } from './queries.js';

/** The ONS Postcode Directory's columns (pcds: the postcode with one space). */
export const ONS_COLUMNS = { postcode: 'pcds', latitude: 'lat', longitude: 'long' } as const;
/** The bundled sample's columns. */
export const SAMPLE_COLUMNS = { postcode: 'postcode', latitude: 'latitude', longitude: 'longitude' } as const;

export interface PostcodeColumns {
  postcode: string;
  latitude: string;
  longitude: string;
}

/** ONS writes 99.999999 (with longitude 0) for postcodes it has no grid reference for. */
const ONS_NO_LOCATION_LATITUDE = 99.999999;

export interface ImportSummary {
  /** Rows written (inserted, refreshed, or for `insertMissing` already present). */
  loaded: number;
  /** Rows without a usable postcode or coordinates. */
  skipped: number;
}

export class CsvFormatError extends Error {
  override readonly name = 'CsvFormatError';
}

function toRow(
  fields: readonly string[],
  index: Record<keyof PostcodeColumns, number>,
): PostcodeRow | undefined {
  const postcode = normalisePostcode(fields[index.postcode] ?? '');
  const latitudeText = (fields[index.latitude] ?? '').trim();
  const longitudeText = (fields[index.longitude] ?? '').trim();
  if (!postcode || latitudeText === '' || longitudeText === '') return undefined;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (latitude === ONS_NO_LOCATION_LATITUDE || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return undefined;
  }
  return { postcode, latitude, longitude };
}

/**
 * Streams a postcode CSV into the `postcodes` table in batches. `upsert` refreshes stored
 * postcodes (the ONS import); `insertMissing` leaves them alone (the start-up seed).
 */
export async function importPostcodeCsv(
  db: Database,
  filePath: string | URL,
  options: { columns: PostcodeColumns; mode: 'upsert' | 'insertMissing'; batchSize?: number },
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 1000;
  const write = options.mode === 'upsert' ? upsertPostcodes : insertMissingPostcodes;
  const summary: ImportSummary = { loaded: 0, skipped: 0 };
  let index: Record<keyof PostcodeColumns, number> | undefined;
  // Keyed by postcode so a batch never names one twice (ON CONFLICT cannot touch a row twice).
  let batch = new Map<string, PostcodeRow>();

  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    batch = new Map();
    await write(db, rows);
  };

  const lines = createInterface({ input: createReadStream(filePath, 'utf8'), crlfDelay: Infinity });
  for await (const rawLine of lines) {
    const line = index === undefined ? rawLine.replace(/^\uFEFF/, '') : rawLine;
    if (line.trim() === '') continue;
    const fields = parseCsvLine(line);
    if (index === undefined) {
      const header = fields.map((name) => name.trim().toLowerCase());
      const find = (name: string) => header.indexOf(name.toLowerCase());
      const found = {
        postcode: find(options.columns.postcode),
        latitude: find(options.columns.latitude),
        longitude: find(options.columns.longitude),
      };
      const missing = Object.entries(found)
        .filter(([, position]) => position < 0)
        .map(([key]) => options.columns[key as keyof PostcodeColumns]);
      if (missing.length > 0) {
        lines.close();
        throw new CsvFormatError(`the CSV header has no ${missing.join(', ')} column`);
      }
      index = found;
      continue;
    }
    const row = toRow(fields, index);
    if (!row) {
      summary.skipped += 1;
      continue;
    }
    batch.set(row.postcode, row);
    summary.loaded += 1;
    if (batch.size >= batchSize) await flush();
  }
  if (index === undefined) throw new CsvFormatError('the CSV file is empty');
  await flush();
  return summary;
}
