import type { Database } from './database.js';

/**
 * A drizzle prepared query built once per database handle (a transaction is a handle of its own) instead
 * of on every call: drizzle builds the SQL text from the query builder again at each `.prepare()`, and that
 * was a fifth of a referral create's CPU (its answer reads patients, role profiles, job roles and events).
 * The query's values are placeholders (`sql.placeholder`, `inIdsPlaceholder`), bound by `execute({ … })`.
 */
export function preparedOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
