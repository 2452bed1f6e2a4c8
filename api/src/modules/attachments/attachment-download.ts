import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MESSAGES,
  type AttachmentDisposition,
} from '@refnet/contracts/conversation';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import type { FileStore } from '../../storage/file-store.js';
import { findReferralParty } from '../conversation/referral-party.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { findAttachment } from './attachment-queries.js';
import { contentDisposition } from './file-name.js';

/** Types a browser may show in place (a preview, its PDF viewer); anything else only ever downloads. */
const INLINE_TYPES: ReadonlySet<string> = new Set(ATTACHMENT_CONTENT_TYPES);

export interface AttachmentAnswer {
  headers: Record<string, string>;
  body: Readable;
}

/**
 * GET /referrals/{refId}/attachments/{attachmentId}/: the file, for a party to the referral (a delegate
 * with viewReferrals). Another referral's attachment id is 404 like any unknown one. The receiver reads
 * files only once they have accepted: a letter names the patient (403 with the reason). The answer is a
 * download unless `inline` is asked for an image or PDF; never sniffed, cached or run as a page.
 */
export async function readAttachment(
  db: Database,
  store: FileStore,
  acting: ActingClinician,
  referralId: number,
  attachmentId: number,
  disposition: AttachmentDisposition,
): Promise<AttachmentAnswer> {
  const party = await findReferralParty(db, acting, referralId);
  const attachment = await findAttachment(db, referralId, attachmentId);
  if (!attachment) throw new HttpProblem(404, dangerBody(ATTACHMENT_MESSAGES.notFound));
  if (party.role === 'receiver' && !party.receiverHasAccepted)
    throw new HttpProblem(403, dangerBody(ATTACHMENT_MESSAGES.notYetShared));
  const shownAs =
    disposition === 'inline' && INLINE_TYPES.has(attachment.contentType) ? 'inline' : 'attachment';
  const body = await store.open(attachment.storageKey);
  return {
    headers: {
      'content-type': attachment.contentType,
      'content-length': String(attachment.sizeBytes),
      'content-disposition': contentDisposition(shownAs, attachment.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
    },
    body,
  };
}
