import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export type PageHeadingProps = {
  title: ReactNode;
  /** Actions shown beside the heading, such as a download or help button. */
  extra?: ReactNode;
};

/** The one <h1> of a screen. */
export function PageHeading({ title, extra }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 24 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 1.875rem)' }}>
        {title}
      </Typography.Title>
      {extra !== undefined && <Flex gap="small">{extra}</Flex>}
    </Flex>
  );
}
