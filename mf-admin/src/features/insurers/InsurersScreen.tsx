import { useMemo } from 'react';
import type { ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { INSURER_LIST, insurerTabs } from './insurerTabs';

/** /staff/insurers, headed "Insurance Providers" (SPEC §2.14): insurers clinicians typed in wait here. */
export function InsurersScreen({ route }: ScreenProps) {
  const { loaded, reload } = useServerData(adminQueries.insuranceAgreements);
  const tabs = useMemo(() => insurerTabs(reload), [reload]);
  return <AdminTabbedListPage title={route.title} {...INSURER_LIST} tabs={tabs} loaded={loaded} />;
}
