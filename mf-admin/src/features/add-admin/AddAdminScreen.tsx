import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { NewAdminUserRequest } from '@refnet/contracts/admin';
import { PageContainer, PageHeading, useGlobalMessage, type ScreenProps } from '@refnet/shared-ui';
import { createAdminUser } from '@refnet/shared-ui/admin';
import { failureMessage } from '../../components/failureMessage';
import { AddAdminForm } from './AddAdminForm';

export const ADD_ADMIN_FAILED_TEXT = 'The admin account could not be created. Please try again.';
/** SPEC §2.14: success goes to the dashboard. */
export const AFTER_ADMIN_CREATED_PATH = '/dashboard';

/** /staff/add-admin (Full Admin only): creates a Staff account for a member of the team. */
export function AddAdminScreen({ route }: ScreenProps) {
  const { show } = useGlobalMessage();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const create = async (values: NewAdminUserRequest) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      const { message } = await createAdminUser(values);
      show(message);
      navigateToUrl(AFTER_ADMIN_CREATED_PATH);
    } catch (error) {
      setRefusal(failureMessage(error, ADD_ADMIN_FAILED_TEXT).message);
      setSubmitting(false);
    }
  };

  return (
    <PageContainer maxWidth={900}>
      <PageHeading title={route.title} />
      <AddAdminForm submitting={submitting} refusal={refusal} onSubmit={(values) => void create(values)} />
    </PageContainer>
  );
}
