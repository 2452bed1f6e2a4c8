import { PageContainer } from '../components/PageContainer/PageContainer';
import { PageHeading } from '../components/PageHeading/PageHeading';
import type { ScreenProps } from './OwnedRoutes';

/** A route whose screen a later release fills: its heading, so the page is identifiable. */
export function ScreenPlaceholder({ route }: ScreenProps) {
  return (
    <PageContainer>
      <PageHeading title={route.title} />
    </PageContainer>
  );
}
