import { Button, isApiRequestError, showGlobalMessage } from '@refnet/shared-ui';
import { DownloadOutlined } from '@refnet/shared-ui/display';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { downloadReferralFhirBundle } from '@refnet/shared-ui/referrals';

export const DOWNLOAD_FHIR_TEXT = 'Download as FHIR';
export const FHIR_DOWNLOAD_FAILED_TEXT = 'The referral could not be downloaded. Please try again.';

/** The button's accessible name: its visible words first (WCAG 2.5.3), then which referral it saves. */
export const downloadFhirLabel = (referralId: number) => `${DOWNLOAD_FHIR_TEXT}, referral ${referralId}`;

/**
 * "Download as FHIR" (issue 21): saves the referral as a FHIR R4 Bundle. Offered to everyone who sees the
 * referral, in any state; the server decides what the Bundle holds. A refusal shows the server's words.
 */
export function DownloadFhirButton({ referralId }: { referralId: number }) {
  const { run, pending } = useOneAtATime(async () => {
    try {
      await downloadReferralFhirBundle(referralId);
    } catch (error) {
      // A 401 has already signed the user out, and the client said why.
      if (isApiRequestError(error) && error.status === 401) return;
      showGlobalMessage({
        variant: 'danger',
        message: error instanceof Error ? error.message : FHIR_DOWNLOAD_FAILED_TEXT,
      });
    }
  });
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={pending}
      aria-label={downloadFhirLabel(referralId)}
      onClick={() => void run()}
    >
      {DOWNLOAD_FHIR_TEXT}
    </Button>
  );
}
