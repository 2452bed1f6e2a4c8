import type { AttachmentContentType, ReferralAttachment } from '@refnet/contracts/conversation';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { referralAttachments } from '../../db/schema.js';

/** Key space of the per-referral attachment lock in pg_advisory_xact_lock(int, int), apart from every other lock. */
const ATTACHMENT_LOCK_SPACE = 5_150_301;

/**
 * Holds the referral's attachment lock until the transaction ends, so two uploads cannot both see room for
 * a tenth file. An advisory lock rather than the referral's row: the row locks keep their order (patient,
 * then referral) and no transition waits on an upload.
 */
export async function lockReferralAttachments(tx: Database, referralId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ATTACHMENT_LOCK_SPACE}, ${referralId})`);
}

/** How many files the referral carries (an index range of referral_attachments_thread_idx). */
export async function countAttachments(db: Database, referralId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralAttachments)
    .where(eq(referralAttachments.referralId, referralId));
  return row?.n ?? 0;
}

export interface NewAttachment {
  referralId: number;
  uploadedByUserProfileId: number;
  onBehalfOfUserProfileId: number | null;
  storageKey: string;
  fileName: string;
  contentType: AttachmentContentType;
  sizeBytes: number;
  sha256: string;
}

const summaryColumns = {
  id: referralAttachments.id,
  fileName: referralAttachments.fileName,
  contentType: referralAttachments.contentType,
  sizeBytes: referralAttachments.sizeBytes,
  createdAt: referralAttachments.createdAt,
};

export async function insertAttachment(tx: Database, values: NewAttachment): Promise<ReferralAttachment> {
  const [row] = await tx.insert(referralAttachments).values(values).returning(summaryColumns);
  if (!row) throw new Error('the attachment insert returned no row');
  return {
    ...row,
    contentType: row.contentType as AttachmentContentType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The attachment, when it belongs to this referral. */
export async function findAttachment(db: Database, referralId: number, attachmentId: number) {
  const [row] = await db
    .select({
      storageKey: referralAttachments.storageKey,
      fileName: referralAttachments.fileName,
      contentType: referralAttachments.contentType,
      sizeBytes: referralAttachments.sizeBytes,
    })
    .from(referralAttachments)
    .where(and(eq(referralAttachments.id, attachmentId), eq(referralAttachments.referralId, referralId)));
  return row;
}

/** Which of these keys a row names (through the unique index on storage_key). */
export async function keysInUse(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: referralAttachments.storageKey })
    .from(referralAttachments)
    .where(inArray(referralAttachments.storageKey, [...keys]));
  return new Set(rows.map((row) => row.key));
}
