import type { AttachmentContentType } from '@refnet/contracts/conversation';
import { formatFileSize } from '@refnet/shared-ui';

const TYPE_LABELS: Record<AttachmentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** "PDF", "JPEG", "PNG"; "File" for anything else. */
export const attachmentTypeLabel = (contentType: string) =>
  TYPE_LABELS[contentType as AttachmentContentType] ?? 'File';

/** What a file is, without its name: "PDF, 240 KB". */
export const attachmentSummary = ({ contentType, sizeBytes }: { contentType: string; sizeBytes: number }) =>
  `${attachmentTypeLabel(contentType)}, ${formatFileSize(sizeBytes)}`;
