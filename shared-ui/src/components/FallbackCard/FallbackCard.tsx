import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useEffect } from 'react';
import { reportError } from '@refnet/shared-ui';

export type FallbackCardProps = {
  /** What "Retry page" does; reloads the page unless given. */
  onRetry?: () => void;
  /** The error that brought the card up; it is reported to the team (SPEC §2.15 "the team has been notified"). */
  error?: unknown;
};

function reloadPage(): void {
  window.location.reload();
}

/** Shown in place of a screen that failed to render (SPEC §2.15). */
export function FallbackCard({ onRetry = reloadPage, error }: FallbackCardProps) {
  useEffect(() => {
    if (error !== undefined) reportError(error);
  }, [error]);
  return (
    <Card role="alert" style={{ maxWidth: 560, margin: '48px auto' }}>
      <Result
        status="warning"
        title="There has been an unexpected error"
        subTitle="The team has been notified."
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => onRetry()}>
            Retry page
          </Button>
        }
      />
    </Card>
  );
}
