import type { ScreenProps } from '@refnet/shared-ui';
import { useServerData } from '@refnet/shared-ui/data';
import { adminQueries } from '../../components/adminQueries';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { CLINICIAN_LIST, CLINICIAN_TABS } from './clinicianTabs';

/** /staff/clinician-roles (SPEC §2.14): clinicians at their clinics, staff and delegates. */
export function CliniciansScreen({ route }: ScreenProps) {
  const { loaded } = useServerData(adminQueries.clinicianRoleProfiles);
  return (
    <AdminTabbedListPage title={route.title} {...CLINICIAN_LIST} tabs={CLINICIAN_TABS} loaded={loaded} />
  );
}
