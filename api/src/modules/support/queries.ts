import type { Database } from '../../db/database.js';
import { supportRequests } from '../../db/schema.js';

export type SupportRequestRow = typeof supportRequests.$inferInsert & { kind: 'help' | 'feature' | 'error' };

export async function insertSupportRequest(db: Database, row: SupportRequestRow) {
  await db.insert(supportRequests).values(row);
}
