import {
  clinicianListResponseSchema,
  clinicianPageResponseSchema,
  favouriteChangeResponseSchema,
  favouriteCliniciansResponseSchema,
  inviteClinicianResponseSchema,
  type ClinicianListRequest,
  type ClinicianListResponse,
  type ClinicianPageResponse,
  type FavouriteChangeResponse,
  type FavouriteCliniciansResponse,
  type InviteClinicianRequest,
  type InviteClinicianResponse,
} from '@refnet/contracts/clinicians';
import { getGpsResponseSchema, type GetGpsResponse } from '@refnet/contracts/accounts';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** POST /clinician-list/ (SPEC §7.2): verified clinicians matching the filters, nearest to lat/lng first. */
export async function fetchClinicianList(
  request: ClinicianListRequest,
  options: RequestOptions = {},
): Promise<ClinicianListResponse> {
  requireParams('fetchClinicianList', { request });
  const response = await apiClient.post<unknown>('/clinician-list/', request, {
    signal: options.signal,
    changesNothing: true,
  });
  return parseResponse(clinicianListResponseSchema, response.data, 'fetchClinicianList');
}

/** GET /clinician-information/{id}/: a clinician's page by user-profile id (404 when not listed). */
export async function fetchClinicianPage(
  userProfileId: number,
  options: RequestOptions = {},
): Promise<ClinicianPageResponse> {
  requireParams('fetchClinicianPage', { userProfileId });
  const response = await apiClient.get<unknown>(`/clinician-information/${userProfileId}/`, {
    signal: options.signal,
  });
  return parseResponse(clinicianPageResponseSchema, response.data, 'fetchClinicianPage');
}

/** GET /user-crp-information/{id}/: one clinician role profile by its own id. */
export async function fetchClinicianRoleProfile(
  crpId: number,
  options: RequestOptions = {},
): Promise<ClinicianPageResponse> {
  requireParams('fetchClinicianRoleProfile', { crpId });
  const response = await apiClient.get<unknown>(`/user-crp-information/${crpId}/`, {
    signal: options.signal,
  });
  return parseResponse(clinicianPageResponseSchema, response.data, 'fetchClinicianRoleProfile');
}

/** GET /user/favourite-clinician/get/. */
export async function fetchFavouriteClinicians(): Promise<FavouriteCliniciansResponse> {
  const response = await apiClient.get<unknown>('/user/favourite-clinician/get/');
  return parseResponse(favouriteCliniciansResponseSchema, response.data, 'fetchFavouriteClinicians');
}

/** POST /user/favourite-clinician/add/{clinician_user_profile_id}/ (idempotent). */
export async function addFavouriteClinician(userProfileId: number): Promise<FavouriteChangeResponse> {
  requireParams('addFavouriteClinician', { userProfileId });
  const response = await apiClient.post<unknown>(`/user/favourite-clinician/add/${userProfileId}/`);
  return parseResponse(favouriteChangeResponseSchema, response.data, 'addFavouriteClinician');
}

/** DELETE /user/favourite-clinician/remove/{clinician_user_profile_id}/ (idempotent). */
export async function removeFavouriteClinician(userProfileId: number): Promise<FavouriteChangeResponse> {
  requireParams('removeFavouriteClinician', { userProfileId });
  const response = await apiClient.delete<unknown>(`/user/favourite-clinician/remove/${userProfileId}/`);
  return parseResponse(favouriteChangeResponseSchema, response.data, 'removeFavouriteClinician');
}

/** POST /user/invite-clinician/ (SPEC §7.6): e-mails the registration link. */
export async function inviteClinician(request: InviteClinicianRequest): Promise<InviteClinicianResponse> {
  requireParams('inviteClinician', { request });
  const response = await apiClient.post<unknown>('/user/invite-clinician/', request);
  return parseResponse(inviteClinicianResponseSchema, response.data, 'inviteClinician');
}

/** POST /get-gps/ (SPEC §7.2): a postcode's coordinates; 400 when it cannot be located. Public. */
export async function locatePostcode(postCode: string): Promise<GetGpsResponse> {
  requireParams('locatePostcode', { postCode });
  const response = await apiClient.post<unknown>(
    '/get-gps/',
    { postCode },
    { skipAuth: true, changesNothing: true },
  );
  return parseResponse(getGpsResponseSchema, response.data, 'locatePostcode');
}
