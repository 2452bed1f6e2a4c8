import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DRIZZLE_CASING, type Database } from '../../src/db/database.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

const dialect = new PgDialect({ casing: DRIZZLE_CASING });

/**
 * The generic plan of `query` (the one the API runs: its connections plan each prepared statement once,
 * whatever its values; see GENERIC_PLANS in src/db/postgres.ts), with sequential scans priced out: if one
 * is still chosen, no index can answer the query (the demo database is small enough that the planner would
 * otherwise prefer them everywhere). The query is prepared and its execution explained with its values.
 */
let probes = 0;

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A value as an SQL literal: EXECUTE takes its arguments in the statement text, not as parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return quoted(value.toISOString());
  if (Array.isArray(value))
    return quoted(
      `{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`,
    );
  return quoted(String(value));
}

export async function scansOf(db: Database, query: SQL): Promise<PlanNode[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // A prepared statement outlives a rolled-back transaction: each probe has a name of its own.
  const name = `refnet_plan_probe_${(probes += 1)}`;
  const values = params.length === 0 ? '' : `(${params.map(literal).join(', ')})`;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare ${name} as ${text}`));
      const result = (await tx.execute(
        sql.raw(`explain (format json) execute ${name}${values}`),
      )) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      const raw = result.rows[0]!['QUERY PLAN'];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
      return flatten(plan.Plan);
    });
  } finally {
    await db.execute(sql.raw(`deallocate ${name}`)).catch(() => undefined);
  }
}

/** The tables the lists read, which grow with the referrals. */
const LISTED_TABLES = ['referrals', 'patients', 'received_patients'];

/**
 * The reads of `tables` that go through the whole table: a sequential scan, or an index walked end to end
 * (no index condition, e.g. read in created_on order and filtered as it goes).
 */
export const wholeTableReads = (nodes: PlanNode[], tables: readonly string[]) =>
  nodes
    .filter(
      (node) =>
        node['Node Type'] === 'Seq Scan' ||
        (/^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Cond'] === undefined),
    )
    .map((node) => node['Relation Name'])
    .filter((relation) => relation !== undefined && tables.includes(relation));

/** The whole-table reads of the tables the lists read. */
export const seqScansOfListedTables = (nodes: PlanNode[]) => wholeTableReads(nodes, LISTED_TABLES);
