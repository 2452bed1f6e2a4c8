// Prints POST /clinician-list/ figures with 20,000 clinicians across Great Britain on an in-memory PGlite
// (or, with DATABASE_URL, in a scratch schema on that PostgreSQL, dropped afterwards), and the plans of
// the search query (the GiST index walk). Measures; asserts nothing.
// Usage: node --import tsx bench/clinician-list.ts [<iterations>] (also run at the end of `npm run bench`)
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  SEARCH_DEFAULT_CENTRE,
  type ClinicianListRequest,
  type ClinicianListResponse,
} from '@refnet/contracts/clinicians';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/query-rows.js';
import { insuranceAgreements } from '../src/db/schema.js';
import { clinicianSearchQuery, resolveFilters } from '../src/modules/clinicians/search-query.js';
import { openTestDatabase } from '../test/helpers/database.js';
import { BENCH_PASSWORD, RARE_LEAF, benchClinicianEmail, seedBenchClinicians } from './bench-clinicians.js';
import { expectStatus, measure } from './measure.js';

const CLINICIANS = 20_000;

const search = (overrides: Partial<ClinicianListRequest> = {}): ClinicianListRequest => ({
  ...SEARCH_DEFAULT_CENTRE,
  roleId: 0,
  insuranceProviderId: 0,
  jobRoleSelected: '',
  jobSpecialtySelected: '',
  ...overrides,
});

export async function runClinicianListBench(iterations: number, clinicians = CLINICIANS) {
  const database = await openTestDatabase();
  const { handle } = database;
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'true', FRONTEND_DIR: '/nonexistent' }),
    db: handle,
  });
  try {
    const seeding = performance.now();
    await seedBenchClinicians(app.db, clinicians);
    console.log(
      `\nclinician-list on ${handle.driver}: ${clinicians} clinicians seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      payload: { username: benchClinicianEmail(1), password: BENCH_PASSWORD },
    });
    expectStatus(login, 200);
    const headers = { authorization: `Token ${login.json<{ token: string }>().token}` };
    const [wpa] = await app.db
      .select({ id: insuranceAgreements.id })
      .from(insuranceAgreements)
      .where(eq(insuranceAgreements.provider, 'WPA'));

    const cases: [string, ClinicianListRequest][] = [
      ['list any', search()],
      ['list role', search({ jobRoleSelected: 'Physiotherapist' })],
      ['list insurer', search({ insuranceProviderId: wpa!.id })],
      ['list rare', search({ jobRoleSelected: RARE_LEAF[0], jobSpecialtySelected: RARE_LEAF[1] })],
    ];
    for (const [name, payload] of cases) {
      let found = 0;
      await measure(name, iterations, async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/clinician-list/',
          headers,
          payload,
        });
        expectStatus(response, 200);
        found = response.json<ClinicianListResponse>().clinicianList.length;
      });
      console.log(`${''.padEnd(12)} ${found} clinicians answered`);
    }

    for (const [name, payload] of [cases[0]!, cases[1]!]) {
      const { lat, lng, ...filters } = payload;
      const query = clinicianSearchQuery({ lat, lng }, await resolveFilters(app.db, filters), { limit: 200 });
      const plan = await queryRows<Record<string, string>>(app.db, sql`explain analyze ${query}`);
      console.log(`\nsearch query plan (${name}):`);
      console.log(plan.map((row) => Object.values(row).join('')).join('\n'));
    }
  } finally {
    await app.close();
    await database.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runClinicianListBench(Number(process.argv[2] ?? 200));
}
