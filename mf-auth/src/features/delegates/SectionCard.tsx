import type { ReactNode } from 'react';
import { Typography } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';

/** A card of the Delegate Management screen, headed by an <h2> (the page's <h1> is above). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: '1.25rem' }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}
