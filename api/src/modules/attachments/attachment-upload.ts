import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_REFERRAL,
  type AttachmentUploadResponse,
} from '@refnet/contracts/conversation';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { newStorageKey, type FileStore } from '../../storage/file-store.js';
import { announceReferralNews } from '../conversation/referral-news.js';
import { findReferralParty, otherSideOf } from '../conversation/referral-party.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import type { ReferralMail } from '../referrals/referral-mail.js';
import {
  countAttachments,
  insertAttachment,
  keysInUse,
  lockReferralAttachments,
} from './attachment-queries.js';
import { attachmentFileName } from './file-name.js';
import { TypeSniffer } from './type-sniffer.js';

const tooMany = () => new HttpProblem(409, dangerBody(ATTACHMENT_MESSAGES.tooMany));

/** The file as stored, before its row exists. */
export interface StoredUpload {
  key: string;
  fileName: string;
  contentType: NonNullable<TypeSniffer['contentType']>;
  sizeBytes: number;
  sha256: string;
}

/** A file that arrives in a request: `receive` hands its stream to `store` (see receiveOneFile). */
export type ReceiveFile = (
  store: (file: Readable, fileName: string) => Promise<StoredUpload>,
  undo: (stored: StoredUpload) => Promise<void>,
) => Promise<StoredUpload>;

/**
 * Streams the file into the store under a new random key, refused by its content unless a PDF, JPEG or PNG
 * and past ATTACHMENT_MAX_BYTES while it arrives; nothing of a refused file stays.
 */
async function storeFile(store: FileStore, file: Readable, sentName: string): Promise<StoredUpload> {
  const sniffer = new TypeSniffer();
  // Either one failing fails the other; put() reports the error, even one raised before it listens.
  pipeline(file, sniffer).catch(() => undefined);
  const key = newStorageKey();
  const { sizeBytes, sha256 } = await store.put(key, sniffer, { maxBytes: ATTACHMENT_MAX_BYTES });
  const contentType = sniffer.contentType!;
  return { key, fileName: attachmentFileName(sentName, contentType), contentType, sizeBytes, sha256 };
}

/**
 * POST /referrals/{refId}/attachments/: one file from a party to the referral (or their delegate with the
 * manage permission). Who may attach is decided before a byte of the body is read. Crash-safe order: the
 * file is stored whole first (the store's temp-and-rename), then its row and the other side's notice are
 * written in one transaction under the referral's attachment lock (at most ATTACHMENTS_PER_REFERRAL); if
 * that fails the stored file is removed. A crash in between leaves a file no row names, which is never
 * served and which the sweep removes (see orphan-sweep.ts); never a row without its whole file.
 */
export async function uploadAttachment(
  db: Database,
  store: FileStore,
  mail: ReferralMail,
  acting: ActingClinician,
  referralId: number,
  receive: ReceiveFile,
): Promise<AttachmentUploadResponse> {
  otherSideOf(await findReferralParty(db, acting, referralId));
  if ((await countAttachments(db, referralId)) >= ATTACHMENTS_PER_REFERRAL) throw tooMany();

  const removeStored = (stored: StoredUpload) => store.remove(stored.key).catch(() => undefined);
  const stored = await receive((file, fileName) => storeFile(store, file, fileName), removeStored);

  const clinicianId = acting.clinicianUserProfileId;
  let written;
  try {
    written = await db.transaction(async (tx) => {
      await lockReferralAttachments(tx, referralId);
      const party = await findReferralParty(tx, acting, referralId);
      otherSideOf(party);
      if ((await countAttachments(tx, referralId)) >= ATTACHMENTS_PER_REFERRAL) throw tooMany();
      const inserted = await insertAttachment(tx, {
        referralId,
        uploadedByUserProfileId: acting.callerUserProfileId,
        onBehalfOfUserProfileId: acting.callerUserProfileId === clinicianId ? null : clinicianId,
        storageKey: stored.key,
        fileName: stored.fileName,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        sha256: stored.sha256,
      });
      const recorded = await announceReferralNews(
        tx,
        { party, actingClinicianUserProfileId: clinicianId, kind: 'attachment' },
        mail.publicUrl,
      );
      return { attachment: inserted, emails: recorded };
    });
  } catch (error) {
    // Unless the commit went through after all (its answer lost): then the row needs the file. If even that
    // cannot be asked, the file stays for the sweep, which removes it only once no row names it.
    const named = await keysInUse(db, [stored.key]).catch(() => undefined);
    if (named && !named.has(stored.key)) await removeStored(stored);
    throw error;
  }
  for (const email of written.emails) mail.mailer.dispatch(email);
  return { ...successBody(ATTACHMENT_MESSAGES.attached), attachment: written.attachment };
}
