import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

/**
 * The plan of `query` with sequential scans priced out: if one is still chosen, no index can answer the
 * query (the demo database is small enough that the planner would otherwise prefer them everywhere).
 */
export async function scansOf(db: Database, query: SQL): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': unknown }[];
    };
    const raw = result.rows[0]!['QUERY PLAN'];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    return flatten(plan.Plan);
  });
}

/** The tables the lists read, which grow with the referrals. */
const LISTED_TABLES = ['referrals', 'patients', 'received_patients'];

/**
 * The reads of a listed table that go through the whole table: a sequential scan, or an index
 * walked end to end (no index condition, e.g. read in created_on order and filtered as it goes).
 */
export const seqScansOfListedTables = (nodes: PlanNode[]) =>
  nodes
    .filter(
      (node) =>
        node['Node Type'] === 'Seq Scan' ||
        (/^Index (Only )?Scan$/.test(node['Node Type']) && node['Index Cond'] === undefined),
    )
    .map((node) => node['Relation Name'])
    .filter((relation) => relation !== undefined && LISTED_TABLES.includes(relation));
