import { isImageAttachment } from '@refnet/contracts/conversation';
import { Button, Flex, Typography } from '@refnet/shared-ui';
import {
  attachmentSummary,
  EyeOutlined,
  FileImageOutlined,
  FilePdfOutlined,
} from '@refnet/shared-ui/conversation';
import { DownloadOutlined, Modal } from '@refnet/shared-ui/display';
import { ATTACHMENT_TEXT, attachmentDisplayName } from './attachmentText';
import { useAttachmentFile } from './useAttachmentFile';

export interface AttachmentEntryProps {
  referralId: number;
  /** `fileName` null: a receiver before acceptance, who sees that a file is there but cannot read it. */
  attachment: { id: number; fileName: string | null; contentType: string; sizeBytes: number };
}

/**
 * A file in the referral's timeline: its type, name and size, and how to read it (Preview for images,
 * Open in the browser's PDF viewer for PDFs, Download for both).
 */
export function AttachmentEntry({ referralId, attachment }: AttachmentEntryProps) {
  const { id, fileName, contentType, sizeBytes } = attachment;
  const name = attachmentDisplayName(fileName, contentType);
  const image = isImageAttachment(contentType);
  const file = useAttachmentFile(referralId, id, name);
  const Icon = image ? FileImageOutlined : FilePdfOutlined;
  const details = attachmentSummary({ contentType, sizeBytes });

  return (
    <Flex gap="small" align="center" wrap className="refnet-attachment-entry">
      <Icon aria-hidden style={{ fontSize: 20 }} />
      <Flex vertical style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Typography.Text strong ellipsis={{ tooltip: name }}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary">{details}</Typography.Text>
        {fileName === null && (
          <Typography.Text type="secondary">{ATTACHMENT_TEXT.notYetShared}</Typography.Text>
        )}
      </Flex>
      {fileName !== null && (
        <Flex gap="small" wrap>
          {image ? (
            <Button
              icon={<EyeOutlined aria-hidden />}
              loading={file.preview.pending}
              aria-label={`${ATTACHMENT_TEXT.preview} ${name}`}
              onClick={() => void file.preview.run()}
            >
              {ATTACHMENT_TEXT.preview}
            </Button>
          ) : (
            <Button
              icon={<FilePdfOutlined aria-hidden />}
              loading={file.open.pending}
              aria-label={`${ATTACHMENT_TEXT.open} ${name}`}
              onClick={() => void file.open.run()}
            >
              {ATTACHMENT_TEXT.open}
            </Button>
          )}
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={file.download.pending}
            aria-label={`${ATTACHMENT_TEXT.download} ${name}`}
            onClick={() => void file.download.run()}
          >
            {ATTACHMENT_TEXT.download}
          </Button>
        </Flex>
      )}
      <Modal
        open={file.previewUrl !== null}
        title={name}
        onCancel={file.closePreview}
        footer={null}
        closable={{ 'aria-label': ATTACHMENT_TEXT.close }}
        width={840}
        destroyOnHidden
      >
        {file.previewUrl && (
          <img
            src={file.previewUrl}
            alt={name}
            style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
          />
        )}
      </Modal>
    </Flex>
  );
}
