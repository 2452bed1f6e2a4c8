import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminClinicianRoleProfiles } from '@refnet/shared-ui/admin';
import { AdminTabbedListPage } from '../../components/AdminTabbedListPage';
import { useAdminList } from '../../components/useAdminList';
import { CLINICIAN_LIST, CLINICIAN_TABS } from './clinicianTabs';

/** /staff/clinician-roles (SPEC §2.14): clinicians at their clinics, staff and delegates. */
export function CliniciansScreen({ route }: ScreenProps) {
  const { loaded } = useAdminList(fetchAdminClinicianRoleProfiles);
  return (
    <AdminTabbedListPage title={route.title} {...CLINICIAN_LIST} tabs={CLINICIAN_TABS} loaded={loaded} />
  );
}
