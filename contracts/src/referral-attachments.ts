// Issue 22 item 2: files attached to a referral (PDF, JPEG, PNG). The limits, the sentences and the content
// check are shared by the API, which decides, and the screens, which say the same before sending.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { pathId, REFERRAL_MESSAGES } from './referral-calls.js';

/** 10 MiB: the most one file may hold ("up to 10 MB each"). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** How many files one referral may carry. */
export const ATTACHMENTS_PER_REFERRAL = 10;
/** The longest file name kept for display and download (longer ones are shortened, keeping the extension). */
export const ATTACHMENT_FILE_NAME_MAX = 120;

export const ATTACHMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** What a file picker offers: the three types by extension and by declared type (the server checks content). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const ATTACHMENT_MESSAGES = {
  wrongType: 'Only PDF, JPEG and PNG files can be attached.',
  tooLarge: 'A file may be at most 10 MB.',
  empty: 'The file is empty: choose a PDF, JPEG or PNG file.',
  tooMany: 'A referral can have at most 10 attachments.',
  noFile: 'Choose a file to attach.',
  oneFileOnly: 'Attach one file at a time.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  notFound: 'Attachment not found.',
  notYetShared: 'Attachments are shared with you once you accept the referral.',
  attached: 'File attached.',
  dispositionInvalid: 'Ask for the file as an attachment or inline.',
  idInvalid: 'This attachment id is not valid.',
} as const;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Bytes the content check needs from the start of a file. */
export const ATTACHMENT_SNIFF_BYTES = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** A file's type from its first bytes, never from its name or declared type; undefined: not attachable. */
export function sniffAttachmentType(firstBytes: Uint8Array): AttachmentContentType | undefined {
  if (startsWith(firstBytes, PDF_SIGNATURE)) return 'application/pdf';
  if (startsWith(firstBytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(firstBytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

export const isImageAttachment = (contentType: string) => contentType.startsWith('image/');

/**
 * One attachment as the screens list it. `fileName` is null for a receiver who has not accepted the
 * referral: a letter's name may carry the patient's.
 */
export const referralAttachmentSchema = z.object({
  id: z.int(),
  fileName: z.nullable(z.string()),
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  sizeBytes: z.int(),
  createdAt: z.string(),
});
export type ReferralAttachment = z.infer<typeof referralAttachmentSchema>;

/** POST /referrals/{refId}/attachments/ (multipart, one file field): the stored file. */
export const attachmentUploadResponseSchema = z.object({
  message: messageSchema,
  attachment: referralAttachmentSchema,
});
export type AttachmentUploadResponse = z.infer<typeof attachmentUploadResponseSchema>;

export const attachmentParamsSchema = z.object({
  refId: pathId(REFERRAL_MESSAGES.idInvalid),
  attachmentId: pathId(ATTACHMENT_MESSAGES.idInvalid),
});

export const ATTACHMENT_DISPOSITIONS = ['attachment', 'inline'] as const;
export type AttachmentDisposition = (typeof ATTACHMENT_DISPOSITIONS)[number];

/** GET /referrals/{refId}/attachments/{attachmentId}/: `inline` for a preview or the browser's PDF viewer. */
export const attachmentDownloadQuerySchema = z.object({
  disposition: z.optional(z.enum(ATTACHMENT_DISPOSITIONS, { error: ATTACHMENT_MESSAGES.dispositionInvalid })),
});

export const referralAttachmentsPath = (referralId: number) => `/referrals/${referralId}/attachments/`;
export const referralAttachmentPath = (referralId: number, attachmentId: number) =>
  `/referrals/${referralId}/attachments/${attachmentId}/`;
