import type { ReactNode } from 'react';
import { PageContainer, PageHeading } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import { ProgressSteps, type ProgressStep } from './ProgressSteps';

export interface ProgressPageProps {
  title: string;
  step: ProgressStep;
  children: ReactNode;
}

/** The frame of every registration progress screen: heading, "step N of 3" and a card. */
export function ProgressPage({ title, step, children }: ProgressPageProps) {
  return (
    <PageContainer maxWidth={720}>
      <PageHeading title={title} />
      <ProgressSteps step={step} />
      <Card>{children}</Card>
    </PageContainer>
  );
}
