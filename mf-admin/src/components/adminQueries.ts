import {
  fetchAdminClinicianRoleProfiles,
  fetchAdminInsuranceAgreements,
  fetchAdminPatients,
  fetchAdminReferrals,
  fetchAdminUserProfiles,
  fetchPlatformStats,
} from '@refnet/shared-ui/admin';
import { serverQuery } from '@refnet/shared-ui/data';

/** The staff lists and statistics for useServerData, each keyed by its endpoint. */
export const adminQueries = {
  userProfiles: serverQuery(['/admin/user-profiles/'], fetchAdminUserProfiles),
  clinicianRoleProfiles: serverQuery(['/admin/clinician-role-profiles/'], fetchAdminClinicianRoleProfiles),
  patients: serverQuery(['/admin/patients/'], fetchAdminPatients),
  referrals: serverQuery(['/admin/referrals/'], fetchAdminReferrals),
  insuranceAgreements: serverQuery(['/admin/insurance-agreements/'], fetchAdminInsuranceAgreements),
  platformStats: serverQuery(['/admin/platform-stats/'], fetchPlatformStats),
};
