import {
  clinicianProfilesResponseSchema,
  messageResponseSchema,
  type ClinicianProfilesResponse,
  type MessageResponse,
  type CreateClinicRequest,
  type DeactivateClinicRequest,
  type RemoveClinicRequest,
  type UpdateClinicRequest,
  type UpdateInsuranceAgreementsRequest,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse, requireParams } from '@refnet/shared-ui';

const BASE = '/user/clinician-information';

/** POST /user/clinician-information/create/ (SPEC §7.6): a new clinic and clinician profile. */
export async function createClinic(clinic: CreateClinicRequest): Promise<ClinicianProfilesResponse> {
  requireParams('createClinic', { clinic });
  const response = await apiClient.post<unknown>(`${BASE}/create/`, clinic);
  return parseResponse(clinicianProfilesResponseSchema, response.data, 'createClinic');
}

/** PUT /user/clinician-information/update/{clinic_id}/: the clinic's names and address. */
export async function updateClinic(
  clinicId: number,
  clinic: UpdateClinicRequest,
): Promise<ClinicianProfilesResponse> {
  requireParams('updateClinic', { clinicId, clinic });
  const response = await apiClient.put<unknown>(`${BASE}/update/${clinicId}/`, clinic);
  return parseResponse(clinicianProfilesResponseSchema, response.data, 'updateClinic');
}

/** PUT /user/clinician-information/deactivate/{crp id}/: deactivates, or reactivates with isDeactivated false. */
export async function deactivateClinic(
  crpId: number,
  request: DeactivateClinicRequest = {},
): Promise<ClinicianProfilesResponse> {
  requireParams('deactivateClinic', { crpId, request });
  const response = await apiClient.put<unknown>(`${BASE}/deactivate/${crpId}/`, request);
  return parseResponse(clinicianProfilesResponseSchema, response.data, 'deactivateClinic');
}

/** POST /user/clinician-information/remove-clinic/: clinicId is the clinic's id, not the crp's. */
export async function removeClinic(request: RemoveClinicRequest): Promise<ClinicianProfilesResponse> {
  requireParams('removeClinic', { request });
  const response = await apiClient.post<unknown>(`${BASE}/remove-clinic/`, request);
  return parseResponse(clinicianProfilesResponseSchema, response.data, 'removeClinic');
}

/**
 * PUT /user/clinician-information/update-insurance-agreements/: the full set accepted at one or all crps.
 * Only the message is read from the answer; the caller reloads the profile.
 */
export async function updateInsuranceAgreements(
  request: UpdateInsuranceAgreementsRequest,
): Promise<MessageResponse> {
  requireParams('updateInsuranceAgreements', { request });
  const response = await apiClient.put<unknown>(`${BASE}/update-insurance-agreements/`, request);
  return parseResponse(messageResponseSchema, response.data, 'updateInsuranceAgreements');
}
