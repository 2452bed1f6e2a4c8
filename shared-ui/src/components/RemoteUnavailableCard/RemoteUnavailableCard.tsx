import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';

export type RemoteUnavailableCardProps = {
  onRetry: () => void;
};

/** Stands where a remote app could not be loaded; the rest of RefNet keeps working around it. */
export function RemoteUnavailableCard({ onRetry }: RemoteUnavailableCardProps) {
  return (
    <Card role="alert" style={{ maxWidth: 560, margin: '48px auto' }}>
      <Result
        status="warning"
        title="This part of RefNet is unavailable"
        subTitle="Please check your connection and try again."
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => onRetry()}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}
