import { useMemo } from 'react';
import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminInsuranceAgreements } from '@refnet/shared-ui/admin';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { useAdminList } from '../../components/useAdminList';
import { INSURER_LIST, insurerTabs } from './insurerTabs';

/** /staff/insurers, headed "Insurance Providers" (SPEC §2.14): insurers clinicians typed in wait here. */
export function InsurersScreen({ route }: ScreenProps) {
  const { loaded, reload } = useAdminList(fetchAdminInsuranceAgreements);
  const tabs = useMemo(() => insurerTabs(reload), [reload]);
  return <AdminTabbedListPage title={route.title} {...INSURER_LIST} tabs={tabs} loaded={loaded} />;
}
