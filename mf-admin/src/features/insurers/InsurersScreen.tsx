import { useMemo } from 'react';
import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminInsuranceAgreements } from '@refnet/shared-ui/admin';
import { AdminPage } from '../../components/AdminPage';
import { AdminTabbedList } from '../../components/AdminTabbedList';
import { useAdminList } from '../../components/useAdminList';
import { DEFAULT_INSURER_GROUP, insurerTabs } from './insurerTabs';

export const INSURERS_LOADING_TEXT = ADMIN_TEXTS.loading('admin insurers list');
export const INSURERS_FAILED_TEXT = 'The insurers list could not be loaded. Please try again.';

/** /staff/insurers, headed "Insurance Providers" (SPEC §2.14): insurers clinicians typed in wait here. */
export function InsurersScreen({ route }: ScreenProps) {
  const { loaded, reload } = useAdminList(fetchAdminInsuranceAgreements);
  const tabs = useMemo(() => insurerTabs(reload), [reload]);
  return (
    <AdminPage title={route.title} download="insurers">
      <AdminTabbedList
        title={route.title}
        tabs={tabs}
        defaultKey={DEFAULT_INSURER_GROUP}
        selectLabel="Select insurer group"
        loaded={loaded}
        loadingText={INSURERS_LOADING_TEXT}
        failedText={INSURERS_FAILED_TEXT}
      />
    </AdminPage>
  );
}
