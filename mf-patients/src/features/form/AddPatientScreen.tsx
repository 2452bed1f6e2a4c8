import { PageContainer, PageHeading, type ScreenProps } from '@refnet/shared-ui';
import { AddPatientForm } from './AddPatientForm';

/** /patients/add: Enter Patient Information (SPEC §2.10). */
export function AddPatientScreen({ route }: ScreenProps) {
  return (
    <PageContainer maxWidth={720}>
      <PageHeading title={route.title} />
      <AddPatientForm name={route.title} />
    </PageContainer>
  );
}
