import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { timelinePageQuery, type TimelineReader } from '../src/modules/conversation/timeline-page.js';
import { unreadConversationsCount } from '../src/modules/referrals/referral-list-sql.js';
import { setUpTestApp } from './helpers/app.js';
import { scansOf, wholeTableReads } from './helpers/plans.js';

let db: Database;
setUpTestApp((started) => ({ db } = started));

/** The tables that grow with every referral's conversation. */
const CONVERSATION_TABLES = [
  'referral_events',
  'referral_messages',
  'referral_attachments',
  'referral_unread_notices',
  'referrals',
];

describe("a referral's timeline and the badge's unread count read indexes, never a whole table", () => {
  const queries: [string, SQL][] = [
    ['unread conversations count', sql`select ${unreadConversationsCount(7)} as n`],
  ];
  const readers: TimelineReader[] = ['party', 'receiverBeforeAcceptance', 'staff'];
  for (const reader of readers) {
    queries.push([`${reader} timeline, newest page`, timelinePageQuery(12, 7, reader, null)]);
    queries.push([
      `${reader} timeline, an earlier page`,
      timelinePageQuery(12, 7, reader, { at: '2026-11-01T10:00:00.000000Z', rank: 1, id: 40 }),
    ]);
  }

  test('each kind of entry is read by its referral, through an index', async () => {
    for (const [name, query] of queries) {
      const nodes = await scansOf(db, query);
      assert.deepEqual(wholeTableReads(nodes, CONVERSATION_TABLES), [], name);
    }
  });

  test('the check itself sees a whole-table read where no index helps', async () => {
    const nodes = await scansOf(db, sql`select count(*) from referral_messages where body like '%knee%'`);
    assert.deepEqual(wholeTableReads(nodes, CONVERSATION_TABLES), ['referral_messages']);
  });
});
