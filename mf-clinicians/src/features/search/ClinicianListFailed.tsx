import { Button } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';

export const CLINICIANS_LOAD_FAILED_TEXT = 'The clinicians could not be loaded. Please try again.';

/** A failed search: the list is emptied (SPEC §4) and the user can try again. */
export function ClinicianListFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={CLINICIANS_LOAD_FAILED_TEXT}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
