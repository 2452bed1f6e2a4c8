/** Set by scripts/run-tests.mjs for each test file: where the run's migrated and seeded template is. */
export const TEMPLATE_ENV = 'REFNET_TEST_TEMPLATE';

export type TemplateLocation =
  /** A PGlite dumpDataDir tarball on disk. */
  | { driver: 'pglite'; dumpFile: string }
  /** A database on the DATABASE_URL server; copies are named `${prefix}_…` so the run can drop them. */
  | { driver: 'node-postgres'; template: string; prefix: string };

/** The run's template, or undefined when a file runs on its own (it then migrates and seeds itself). */
export function templateLocation(): TemplateLocation | undefined {
  const value = process.env[TEMPLATE_ENV];
  if (!value) return undefined;
  const location = JSON.parse(value) as TemplateLocation;
  const expected = process.env.DATABASE_URL ? 'node-postgres' : 'pglite';
  if (location.driver !== expected)
    throw new Error(`${TEMPLATE_ENV} holds a ${location.driver} template, but this run uses ${expected}`);
  return location;
}
