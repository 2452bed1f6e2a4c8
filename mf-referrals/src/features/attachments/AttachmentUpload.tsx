import { useState } from 'react';
import { ATTACHMENT_ACCEPT, type ReferralAttachment } from '@refnet/contracts/conversation';
import { isApiRequestError, Typography } from '@refnet/shared-ui';
import { InboxOutlined, Progress, Upload, uploadReferralAttachment } from '@refnet/shared-ui/conversation';
import { Alert } from '@refnet/shared-ui/display';
import type { UploadProps } from '@refnet/shared-ui/forms';
import { attachmentRefusal } from './attachmentCheck';
import { ATTACHMENT_TEXT } from './attachmentText';

export interface AttachmentUploadProps {
  referralId: number;
  /** After the server stored the file (the timeline reads itself again after any write). */
  onUploaded?: (attachment: ReferralAttachment) => void;
}

type UploadState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; percent: number }
  | { step: 'refused'; message: string }
  | { step: 'attached'; fileName: string };

const failureWords = (error: unknown) =>
  isApiRequestError(error) ? error.message : ATTACHMENT_TEXT.uploadFailed;

/**
 * "Attach a file": a drop zone and file picker for one PDF, JPEG or PNG at a time. The file's size and type
 * (by content) are checked here first with the server's own sentences, then it goes with a progress bar.
 */
export function AttachmentUpload({ referralId, onUploaded }: AttachmentUploadProps) {
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const uploading = state.step === 'uploading';

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const refusal = await attachmentRefusal(file);
    if (!refusal) return true;
    setState({ step: 'refused', message: refusal });
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    setState({ step: 'uploading', fileName: blob.name, percent: 0 });
    uploadReferralAttachment(referralId, blob, blob.name, {
      onProgress: (percent) => setState({ step: 'uploading', fileName: blob.name, percent }),
    }).then(
      ({ attachment }) => {
        onSuccess?.(attachment);
        setState({ step: 'attached', fileName: attachment.fileName ?? blob.name });
        onUploaded?.(attachment);
      },
      (error: unknown) => {
        onError?.(error instanceof Error ? error : new Error(ATTACHMENT_TEXT.uploadFailed));
        // A 401 has already signed the user out, and the client said why.
        if (isApiRequestError(error) && error.status === 401) setState({ step: 'idle' });
        else setState({ step: 'refused', message: failureWords(error) });
      },
    );
  };

  return (
    <div className="refnet-attachment-upload">
      <Upload.Dragger
        accept={ATTACHMENT_ACCEPT}
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{ATTACHMENT_TEXT.attach}</p>
        <p className="ant-upload-hint">
          {ATTACHMENT_TEXT.dropHint}. {ATTACHMENT_TEXT.limits}
        </p>
      </Upload.Dragger>
      <div aria-live="polite">
        {state.step === 'uploading' && (
          <Progress
            percent={state.percent}
            size="small"
            aria-label={`${ATTACHMENT_TEXT.uploading} ${state.fileName}`}
          />
        )}
        {state.step === 'attached' && (
          <Typography.Text type="success">{`${state.fileName}: attached.`}</Typography.Text>
        )}
      </div>
      {state.step === 'refused' && <Alert type="error" showIcon role="alert" title={state.message} />}
    </div>
  );
}
