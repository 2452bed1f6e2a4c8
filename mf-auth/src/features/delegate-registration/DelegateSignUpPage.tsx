import type { ReactNode } from 'react';
import { PageContainer, PageHeading } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';

export interface DelegateSignUpPageProps {
  title: ReactNode;
  children: ReactNode;
}

/** The frame of every delegate sign-up screen: the heading and a card. */
export function DelegateSignUpPage({ title, children }: DelegateSignUpPageProps) {
  return (
    <PageContainer maxWidth={640}>
      <PageHeading title={title} />
      <Card>{children}</Card>
    </PageContainer>
  );
}
