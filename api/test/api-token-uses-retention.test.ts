import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createApiTokenResponseSchema } from '@refnet/contracts/api-tokens';
import { asc, eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { apiTokenUses } from '../src/db/schema.js';
import { pruneApiTokenUses, pruneBatchQuery } from '../src/modules/api-tokens/token-uses.js';
import { setUpTestApp, startApp } from './helpers/app.js';
import { scansOf } from './helpers/plans.js';
import { newReferralClinician, type ReferralClinician } from './helpers/referrals.js';

// The audit trail of personal API tokens keeps each use for API_TOKEN_USE_RETENTION_DAYS (365 by default),
// then the server removes it: a system polling all day would otherwise grow the table without end.

let app: RefnetApp;
let db: Database;
let handle: DatabaseHandle;
setUpTestApp((started) => ({ app, db, handle } = started));

let owner: ReferralClinician;
let tokenId: number;

before(async () => {
  owner = await newReferralClinician(app, db, 'retention-owner');
  const created = await owner.call('POST', '/api-tokens/', { name: 'Polling system', expiresInDays: 365 });
  assert.equal(created.statusCode, 200, created.body);
  const { token, secret } = createApiTokenResponseSchema.parse(created.json());
  tokenId = token.id;
  for (let use = 0; use < 6; use += 1) {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/patient/list/',
      headers: { authorization: `Bearer ${secret}` },
    });
    assert.equal(answer.statusCode, 200, answer.body);
  }
  await app.apiTokenUses.idle();
});

const uses = () =>
  db
    .select({ id: apiTokenUses.id })
    .from(apiTokenUses)
    .where(eq(apiTokenUses.tokenId, tokenId))
    .orderBy(asc(apiTokenUses.id));

/** Moves the uses with these ids `days` into the past. */
const age = (ids: number[], days: number) =>
  db.execute(
    sql`update api_token_uses set at = now() - make_interval(days => ${days}::int)
        where id = any(${`{${ids.join(',')}}`}::int[])`,
  );

test('uses past the retention are removed oldest first, in batches; younger ones stay', async () => {
  const ids = (await uses()).map((use) => use.id);
  assert.equal(ids.length, 6);
  await age(ids.slice(0, 4), 400);
  await age([ids[4]!], 364);

  assert.equal(await pruneApiTokenUses(db, 365, 2), 4, 'two whole batches, then one with nothing old');
  assert.deepEqual(
    (await uses()).map((use) => use.id),
    ids.slice(4),
  );
  assert.equal(await pruneApiTokenUses(db, 365, 2), 0, 'nothing is left to remove');
});

test('the server removes them itself once it is ready, after API_TOKEN_USE_RETENTION_DAYS', async () => {
  const [oldest] = await uses();
  await age([oldest!.id], 31);
  const pruning = await startApp(handle, { API_TOKEN_USE_RETENTION_DAYS: '30' });
  try {
    await pruning.ready(); // as listen() does
    // The removal runs in the background right after the start: wait for it, never for a fixed time.
    for (let attempt = 0; (await uses()).some((use) => use.id === oldest!.id); attempt += 1) {
      assert.ok(attempt < 200, 'the old use is still there two seconds after the start');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal((await uses()).length, 1, 'the use of today stays');
  } finally {
    await pruning.close();
  }
});

test('a batch reads its ids off the primary key and removes them by it, never reading the table', async () => {
  const nodes = await scansOf(db, pruneBatchQuery(365, 5_000));
  assert.deepEqual(
    nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
    [],
  );
  // Only the primary key: the batch's ids are its first entries (under a Limit), and the removal finds
  // them by `id = ANY`; the (token_id, at) index, which would list every old use, is not read.
  assert.deepEqual(
    [...new Set(nodes.map((node) => node['Index Name']).filter(Boolean))],
    ['api_token_uses_pkey'],
  );
  assert.ok(nodes.some((node) => /^\(id = ANY /.test(node['Index Cond'] ?? '')));
});
