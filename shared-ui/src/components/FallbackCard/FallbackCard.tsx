import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';

export type FallbackCardProps = {
  /** What "Retry page" does; reloads the page unless given. */
  onRetry?: () => void;
};

function reloadPage(): void {
  window.location.reload();
}

/** Shown in place of a screen that failed to render (SPEC §2.15). */
export function FallbackCard({ onRetry = reloadPage }: FallbackCardProps) {
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
