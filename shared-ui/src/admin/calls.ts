import {
  adminClinicianRoleProfilesResponseSchema,
  adminInsuranceAgreementsResponseSchema,
  adminPatientsResponseSchema,
  adminReferralsResponseSchema,
  adminUserProfilesResponseSchema,
  newAdminUserResponseSchema,
  platformStatsResponseSchema,
  rejectInsuranceAgreementResponseSchema,
  setVerificationResponseSchema,
  verifyInsuranceAgreementResponseSchema,
  type AdminClinicianRoleProfilesResponse,
  type AdminInsuranceAgreementsResponse,
  type AdminPatientsResponse,
  type AdminReferralsResponse,
  type AdminUserProfilesResponse,
  type NewAdminUserRequest,
  type NewAdminUserResponse,
  type PlatformStatsResponse,
  type RejectInsuranceAgreementResponse,
  type SetVerificationResponse,
  type VerifyInsuranceAgreementResponse,
} from '@refnet/contracts/admin';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** GET /admin/user-profiles/ (SPEC §7.1): users, unverified, deactivated, operations. */
export async function fetchAdminUserProfiles(
  options: RequestOptions = {},
): Promise<AdminUserProfilesResponse> {
  const response = await apiClient.get<unknown>('/admin/user-profiles/', { signal: options.signal });
  return parseResponse(adminUserProfilesResponseSchema, response.data, 'fetchAdminUserProfiles');
}

/** GET /admin/clinician-role-profiles/: staff, unverified, clinicians, deactivated, delegates. */
export async function fetchAdminClinicianRoleProfiles(
  options: RequestOptions = {},
): Promise<AdminClinicianRoleProfilesResponse> {
  const response = await apiClient.get<unknown>('/admin/clinician-role-profiles/', {
    signal: options.signal,
  });
  return parseResponse(
    adminClinicianRoleProfilesResponseSchema,
    response.data,
    'fetchAdminClinicianRoleProfiles',
  );
}

/** GET /admin/patients/: every patient, anonymised. */
export async function fetchAdminPatients(options: RequestOptions = {}): Promise<AdminPatientsResponse> {
  const response = await apiClient.get<unknown>('/admin/patients/', { signal: options.signal });
  return parseResponse(adminPatientsResponseSchema, response.data, 'fetchAdminPatients');
}

/** GET /admin/referrals/: open, pending, accepted, booked, dna (SPEC §4 admin grouping). */
export async function fetchAdminReferrals(options: RequestOptions = {}): Promise<AdminReferralsResponse> {
  const response = await apiClient.get<unknown>('/admin/referrals/', { signal: options.signal });
  return parseResponse(adminReferralsResponseSchema, response.data, 'fetchAdminReferrals');
}

/** GET /admin/insurance-agreements/: verified and unverified. */
export async function fetchAdminInsuranceAgreements(
  options: RequestOptions = {},
): Promise<AdminInsuranceAgreementsResponse> {
  const response = await apiClient.get<unknown>('/admin/insurance-agreements/', { signal: options.signal });
  return parseResponse(
    adminInsuranceAgreementsResponseSchema,
    response.data,
    'fetchAdminInsuranceAgreements',
  );
}

/** GET /admin/platform-stats/: sign-ins and referrals by period. */
export async function fetchPlatformStats(options: RequestOptions = {}): Promise<PlatformStatsResponse> {
  const response = await apiClient.get<unknown>('/admin/platform-stats/', { signal: options.signal });
  return parseResponse(platformStatsResponseSchema, response.data, 'fetchPlatformStats');
}

/** POST /admin/set-verification/user-profile/{user_profile_id}/: approves (or withdraws approval of) a user. */
export async function setUserVerification(
  userProfileId: number,
  setVerified: boolean,
): Promise<SetVerificationResponse> {
  requireParams('setUserVerification', { userProfileId, setVerified });
  const response = await apiClient.post<unknown>(`/admin/set-verification/user-profile/${userProfileId}/`, {
    setVerified,
  });
  return parseResponse(setVerificationResponseSchema, response.data, 'setUserVerification');
}

/** POST /insurance-agreements/verify/{id}/: an insurer typed in by a clinician becomes selectable by all. */
export async function verifyInsuranceAgreement(
  insuranceAgreementId: number,
): Promise<VerifyInsuranceAgreementResponse> {
  requireParams('verifyInsuranceAgreement', { insuranceAgreementId });
  const response = await apiClient.post<unknown>(`/insurance-agreements/verify/${insuranceAgreementId}/`);
  return parseResponse(verifyInsuranceAgreementResponseSchema, response.data, 'verifyInsuranceAgreement');
}

/**
 * POST /insurance-agreements/reject/{id}/ (not in SPEC; issue 17): an insurer typed in by a clinician that
 * the team does not recognise is taken off every clinic that lists it.
 */
export async function rejectInsuranceAgreement(
  insuranceAgreementId: number,
): Promise<RejectInsuranceAgreementResponse> {
  requireParams('rejectInsuranceAgreement', { insuranceAgreementId });
  const response = await apiClient.post<unknown>(`/insurance-agreements/reject/${insuranceAgreementId}/`);
  return parseResponse(rejectInsuranceAgreementResponseSchema, response.data, 'rejectInsuranceAgreement');
}

/** POST /admin/new-admin-user/ (Full Admin only): a new Staff account. */
export async function createAdminUser(request: NewAdminUserRequest): Promise<NewAdminUserResponse> {
  requireParams('createAdminUser', { request });
  const response = await apiClient.post<unknown>('/admin/new-admin-user/', request);
  return parseResponse(newAdminUserResponseSchema, response.data, 'createAdminUser');
}
