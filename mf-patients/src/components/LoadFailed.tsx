import { Button } from '@refnet/shared-ui';
import { Alert } from '@refnet/shared-ui/display';

/** A load that failed, said in `text`, with a Retry button. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
