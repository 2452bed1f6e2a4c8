// drizzle-kit writes foreign keys as REFERENCES "public"."users"; RefNet migrations must run inside
// whatever schema DATABASE_SCHEMA names, so generated SQL refers to tables unqualified (search_path).
import { readdir, readFile, writeFile } from 'node:fs/promises';

const migrationsDir = new URL('../migrations/', import.meta.url);

for (const name of await readdir(migrationsDir)) {
  if (!name.endsWith('.sql')) continue;
  const file = new URL(name, migrationsDir);
  const sql = await readFile(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) {
    await writeFile(file, unqualified);
    console.log(`unqualified "public". in migrations/${name}`);
  }
}
