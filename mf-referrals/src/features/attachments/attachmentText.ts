import { attachmentTypeLabel } from '@refnet/shared-ui/conversation';

/** The words the attachment screens show, in one place for the components and their tests. */
export const ATTACHMENT_TEXT = {
  preview: 'Preview',
  open: 'Open',
  download: 'Download',
  close: 'Close',
  attach: 'Attach a file',
  dropHint: 'Click or drag a file here to attach it',
  limits: 'PDF, JPEG or PNG, up to 10 MB. A referral can have at most 10 files.',
  uploading: 'Uploading',
  notYetShared: 'Shared with you once you accept the referral.',
  failed: 'The file could not be fetched. Please try again.',
  uploadFailed: 'The file could not be attached. Please try again.',
  popupBlocked: 'Your browser blocked the new tab. Allow pop-ups for RefNet, or use Download.',
} as const;

/** A file's name as shown: a receiver who has not accepted sees only its type ("A PDF file"). */
export const attachmentDisplayName = (fileName: string | null, contentType: string) =>
  fileName ?? `A ${attachmentTypeLabel(contentType)} file`;
