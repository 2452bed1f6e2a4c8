import { Flex, Spin, Typography } from 'antd';

export type LoadingStateProps = {
  text?: string;
};

/** A spinner with words, announced politely to screen readers. */
export function LoadingState({ text = 'Loading...' }: LoadingStateProps) {
  return (
    <Flex vertical align="center" gap="small" role="status" aria-busy="true" style={{ padding: '48px 16px' }}>
      <Spin aria-hidden />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
