import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';

export type RemoteUnavailableCardProps = {
  onRetry: () => void;
  /** The remote's current build needs a newer RefNet than this page runs: it is being updated. */
  updating?: boolean;
};

/** Stands where a remote app could not be loaded; the rest of RefNet keeps working around it. */
export function RemoteUnavailableCard({ onRetry, updating = false }: RemoteUnavailableCardProps) {
  return (
    <Card role="alert" style={{ maxWidth: 560, margin: '48px auto' }}>
      <Result
        status="warning"
        title="This part of RefNet is unavailable"
        subTitle={
          updating
            ? 'It is being updated. Please try again in a few minutes.'
            : 'Please check your connection and try again.'
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => onRetry()}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}
