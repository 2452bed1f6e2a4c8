import type { Database } from '../../db/database.js';
import { adminAuditEvents, type AdminAuditAction, type AdminAuditTarget } from '../../db/schema.js';

export interface AdminAuditEvent {
  /** The staff user who acted (users.id). */
  actorUserId: number;
  action: AdminAuditAction;
  targetType: AdminAuditTarget;
  targetId?: number;
  detail?: Record<string, unknown>;
}

/** One row of the admin audit log; pass the transaction of the write it records. */
export async function recordAdminEvent(tx: Database, event: AdminAuditEvent) {
  await tx.insert(adminAuditEvents).values({
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId ?? null,
    detail: event.detail ?? {},
  });
}
