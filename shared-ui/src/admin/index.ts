// @refnet/shared-ui/admin: the staff pages' calls (SPEC §7.1) and the spreadsheet downloads. Only mf-admin
// uses them, so this entry is not shared: mf-admin bundles it, and it reaches the page's one API client
// through '@refnet/shared-ui'.
export {
  createAdminUser,
  fetchAdminClinicianRoleProfiles,
  fetchAdminInsuranceAgreements,
  fetchAdminPatients,
  fetchAdminReferrals,
  fetchAdminUserProfiles,
  fetchPlatformStats,
  rejectInsuranceAgreement,
  setUserVerification,
  verifyInsuranceAgreement,
} from './calls';
export { fetchStaffApiTokens, revokeApiTokenAsStaff } from './apiTokens';
export { resetSecondFactorAsStaff } from './secondFactor';
export { fetchStaffReferralTimeline } from './referralTimeline';
export { downloadAdminList, fileNameFromContentDisposition, saveBlob } from './download';
