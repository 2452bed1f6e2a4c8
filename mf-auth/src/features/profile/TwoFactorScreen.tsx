import { PageContainer, PageHeading, type ScreenProps } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import { TwoFactorView } from './TwoFactorView';

/**
 * /account/two-factor (issue 22): staff have no profile page, so their two-factor settings (new recovery
 * codes, mostly: staff must keep it on) are this page; clinicians and delegates have the same view in it.
 */
export function TwoFactorScreen({ route }: ScreenProps) {
  return (
    <PageContainer maxWidth={640}>
      <PageHeading title={route.title} />
      <Card>
        <TwoFactorView />
      </Card>
    </PageContainer>
  );
}
