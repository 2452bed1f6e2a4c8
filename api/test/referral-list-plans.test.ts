import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INBOUND_REFERRAL_GROUPS, OUTBOUND_REFERRAL_GROUPS } from '@refnet/contracts/referrals';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import {
  countAwaitingClinician,
  countByStatus,
  countOpenToMe,
  groupPageIds,
  madeGroup,
  receivedGroup,
} from '../src/modules/referrals/referral-list-sql.js';
import type { PagePosition } from '../src/db/page-position.js';
import type { ReferralStanding } from '../src/modules/referrals/referral-standing.js';
import { setUpTestApp } from './helpers/app.js';
import { scansOf, seqScansOfListedTables } from './helpers/plans.js';

let db: Database;
setUpTestApp((started) => ({ db } = started));

const me: ReferralStanding = { crpIds: new Set([1, 2]), activeCrpIds: [1, 2], openJobRoleIds: [1, 3] };
const positions: PagePosition[] = [{ at: 'start' }, { at: 'end', size: 7 }, { after: 1 }, { before: 1 }];

describe('every referral list query reads an index, never the whole table', () => {
  const queries: [string, SQL][] = [
    ['received counts', countByStatus(me, 'received')],
    ['made counts', countByStatus(me, 'made')],
    ['open count', countOpenToMe(me)],
    ['notification count (pending and open, one statement)', countAwaitingClinician(1)],
  ];
  for (const order of ['newest', 'oldest'] as const)
    for (const position of positions) {
      for (const group of INBOUND_REFERRAL_GROUPS)
        queries.push([
          `inbound ${group} ${order} ${JSON.stringify(position)}`,
          groupPageIds(me, receivedGroup(group), order, position, 25),
        ]);
      for (const group of OUTBOUND_REFERRAL_GROUPS)
        queries.push([
          `outbound ${group} ${order} ${JSON.stringify(position)}`,
          groupPageIds(me, madeGroup(group), order, position, 25),
        ]);
    }

  test('no sequential scan of referrals or patients in any of them', async () => {
    for (const [name, query] of queries)
      assert.deepEqual(seqScansOfListedTables(await scansOf(db, query)), [], name);
  });

  test('the check itself sees a sequential scan where no index helps', async () => {
    const nodes = await scansOf(db, sql`select count(*) from referrals where history like '%knee%'`);
    assert.deepEqual(seqScansOfListedTables(nodes), ['referrals']);
  });
});
