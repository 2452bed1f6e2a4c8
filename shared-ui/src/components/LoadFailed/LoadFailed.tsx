import { Alert, Button } from 'antd';

export type LoadFailedProps = {
  /** What could not be loaded, e.g. "The patient could not be loaded. Please try again." */
  text: string;
  onRetry: () => void;
};

/** A load that failed, said in `text`, with a Retry button. */
export function LoadFailed({ text, onRetry }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text}
      action={<Button onClick={() => onRetry()}>Retry</Button>}
    />
  );
}
