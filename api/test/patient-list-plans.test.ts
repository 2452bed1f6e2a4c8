import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PATIENT_PAGE_GROUPS } from '@refnet/contracts/patients';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import type { PagePosition } from '../src/db/page-position.js';
import { countGroups, countSearchedGroup, patientPageIds } from '../src/modules/patients/patient-list-sql.js';
import { setUpTestApp } from './helpers/app.js';
import { scansOf, seqScansOfListedTables } from './helpers/plans.js';

let db: Database;
setUpTestApp((started) => ({ db } = started));

const positions: PagePosition[] = [{ at: 'start' }, { at: 'end', size: 7 }, { after: 1 }, { before: 1 }];

describe('every patient list query reads an index, never the whole table', () => {
  const queries: [string, SQL][] = [
    ['group counts', countGroups(1, true)],
    ['own group counts', countGroups(1, false)],
  ];
  for (const group of PATIENT_PAGE_GROUPS) {
    queries.push([
      `${group} searched count`,
      countSearchedGroup({ clinicianUserProfileId: 1, group, search: 'ada' }),
    ]);
    for (const order of ['newest', 'oldest'] as const)
      for (const position of positions)
        for (const search of ['', 'ada'])
          queries.push([
            `${group} ${order} ${JSON.stringify(position)} "${search}"`,
            patientPageIds({ clinicianUserProfileId: 1, group, order, search }, position, 25),
          ]);
  }

  test('no sequential or end-to-end index scan of referrals or patients in any of them', async () => {
    for (const [name, query] of queries)
      assert.deepEqual(seqScansOfListedTables(await scansOf(db, query)), [], name);
  });

  test('the check itself sees an index walked end to end', async () => {
    const nodes = await scansOf(db, sql`select id from patients order by created_on desc, id desc limit 25`);
    assert.deepEqual(seqScansOfListedTables(nodes), ['patients']);
  });
});
