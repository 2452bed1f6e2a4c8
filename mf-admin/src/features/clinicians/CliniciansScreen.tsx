import { ADMIN_TEXTS } from '@refnet/contracts/admin';
import type { ScreenProps } from '@refnet/shared-ui';
import { fetchAdminClinicianRoleProfiles } from '@refnet/shared-ui/admin';
import { AdminPage } from '../../components/AdminPage';
import { AdminTabbedList } from '../../components/AdminTabbedList';
import { useAdminList } from '../../components/useAdminList';
import { CLINICIAN_TABS, DEFAULT_CLINICIAN_GROUP } from './clinicianTabs';

export const CLINICIANS_LOADING_TEXT = ADMIN_TEXTS.loading('admin clinicians list');
export const CLINICIANS_FAILED_TEXT = 'The clinicians list could not be loaded. Please try again.';

/** /staff/clinician-roles (SPEC §2.14): clinicians at their clinics, staff and delegates. */
export function CliniciansScreen({ route }: ScreenProps) {
  const { loaded } = useAdminList(fetchAdminClinicianRoleProfiles);
  return (
    <AdminPage title={route.title} download="crps">
      <AdminTabbedList
        title={route.title}
        tabs={CLINICIAN_TABS}
        defaultKey={DEFAULT_CLINICIAN_GROUP}
        selectLabel="Select clinician group"
        loaded={loaded}
        loadingText={CLINICIANS_LOADING_TEXT}
        failedText={CLINICIANS_FAILED_TEXT}
      />
    </AdminPage>
  );
}
