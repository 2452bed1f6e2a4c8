// npm run postcodes:import -w @refnet/api -- <ONSPD.csv>
// Loads the ONS Postcode Directory (columns pcds, lat, long) into the configured database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { runMigrations } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { CsvFormatError, ONS_COLUMNS, importPostcodeCsv } from '../modules/geocoding/import.js';

async function main(args: readonly string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    console.error('usage: npm run postcodes:import -w @refnet/api -- <ONS-postcode-directory.csv>');
    return 2;
  }
  // npm runs workspace scripts in api/; a relative path means relative to where npm was started.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(filePath)) {
    console.error(`no such file: ${filePath}`);
    return 2;
  }
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    await runMigrations(handle);
    const started = Date.now();
    const summary = await importPostcodeCsv(handle.db, filePath, { columns: ONS_COLUMNS, mode: 'upsert' });
    console.log(
      `imported ${summary.loaded} postcodes from ${filePath}, skipped ${summary.skipped} rows ` +
        `without a valid postcode or coordinates (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof CsvFormatError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
