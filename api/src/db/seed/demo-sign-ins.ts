import { and, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database.js';
import { users } from '../schema.js';
import { DEMO_CLINICIAN_DOMAIN } from './demo-clinicians.js';
import { DEMO_DELEGATES } from './demo-delegates.js';

/**
 * The n-th account (by id) of those matching `accounts` that never signed in gets a sign-in 6·n² hours
 * ago: a few today, more this week and month, nearly all this year.
 */
async function spreadSignIns(db: Database, accounts: SQL | undefined) {
  const ranked = db
    .select({
      id: users.id,
      position: sql<number>`row_number() over (order by ${users.id}) - 1`.as('position'),
    })
    .from(users)
    .where(and(accounts, isNull(users.lastLogin)))
    .as('ranked');
  await db
    .update(users)
    .set({ lastLogin: sql`now() - interval '6 hours' * ${ranked.position} * ${ranked.position}` })
    .from(ranked)
    .where(sql`${users.id} = ${ranked.id}`);
}

/**
 * DEMO_DATA: when the demo clinicians and the registered demo delegates last signed in, so the staff
 * dashboard's login statistics are not all zero. Only accounts that never signed in get a time, so a
 * restart (or a real sign-in since) changes nothing.
 */
export async function seedDemoSignIns(db: Database) {
  await spreadSignIns(db, like(users.email, `%@${DEMO_CLINICIAN_DOMAIN}`));
  const registered = DEMO_DELEGATES.filter((delegate) => delegate.state !== 'invited');
  await spreadSignIns(
    db,
    inArray(
      users.email,
      registered.map((delegate) => delegate.email),
    ),
  );
}
