import { Empty, Typography } from 'antd';

export type EmptyStateProps = {
  text: string;
  /** A next step, e.g. "Try modifying your search." */
  hint?: string;
};

/** What a list shows when it has nothing to show. */
export function EmptyState({ text, hint }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      style={{ padding: '32px 16px' }}
      description={
        <>
          <Typography.Text strong>{text}</Typography.Text>
          {hint !== undefined && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {hint}
            </Typography.Paragraph>
          )}
        </>
      }
    />
  );
}
