import type { ReactNode } from 'react';
import { Card } from '@refnet/shared-ui/display';

export interface AnalyticsCardProps {
  title: string;
  children: ReactNode;
}

/** A dashboard card whose title is a heading under the page's welcome, so screen readers can jump to it. */
export function AnalyticsCard({ title, children }: AnalyticsCardProps) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h2>} style={{ flex: '1 1 260px' }}>
      {children}
    </Card>
  );
}
