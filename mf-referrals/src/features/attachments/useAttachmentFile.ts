import { useEffect, useState } from 'react';
import { isApiRequestError, showGlobalMessage } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { downloadReferralAttachment, fetchReferralAttachment } from '@refnet/shared-ui/conversation';
import { ATTACHMENT_TEXT } from './attachmentText';

/** How long the PDF's object URL outlives the new tab's navigation (the viewer has read it by then). */
const OPENED_URL_LIFETIME_MS = 60_000;

function reportFailure(error: unknown) {
  // A 401 has already signed the user out, and the client said why.
  if (isApiRequestError(error) && error.status === 401) return;
  showGlobalMessage({
    variant: 'danger',
    message: isApiRequestError(error) ? error.message : ATTACHMENT_TEXT.failed,
  });
}

/**
 * The three ways to read an attachment, each fetched with the session's token (never a bare link): a
 * preview's object URL (revoked when it closes), the browser's own PDF viewer in a new tab, a download.
 */
export function useAttachmentFile(referralId: number, attachmentId: number, fileName: string) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const preview = useOneAtATime(async () => {
    try {
      const { blob } = await fetchReferralAttachment(referralId, attachmentId, 'inline');
      setPreviewUrl(URL.createObjectURL(blob));
    } catch (error) {
      reportFailure(error);
    }
  });

  const open = useOneAtATime(async () => {
    // Opened now, while the click still counts, so the pop-up blocker lets it through; filled once fetched.
    const tab = window.open('', '_blank');
    if (!tab) {
      showGlobalMessage({ variant: 'danger', message: ATTACHMENT_TEXT.popupBlocked });
      return;
    }
    try {
      const { blob } = await fetchReferralAttachment(referralId, attachmentId, 'inline');
      const url = URL.createObjectURL(blob);
      tab.opener = null;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
    } catch (error) {
      tab.close();
      reportFailure(error);
    }
  });

  const download = useOneAtATime(async () => {
    try {
      await downloadReferralAttachment(referralId, attachmentId, fileName);
    } catch (error) {
      reportFailure(error);
    }
  });

  return { previewUrl, closePreview: () => setPreviewUrl(null), preview, open, download };
}
