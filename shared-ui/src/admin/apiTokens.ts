import {
  staffApiTokensResponseSchema,
  staffRevokeApiTokenResponseSchema,
  type StaffApiTokensQuery,
  type StaffApiTokensResponse,
  type StaffRevokeApiTokenResponse,
} from '@refnet/contracts/api-tokens';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** GET /staff/api-tokens/ (issue 21): one page of every user's API tokens, newest first. */
export async function fetchStaffApiTokens(
  query: StaffApiTokensQuery,
  options: RequestOptions = {},
): Promise<StaffApiTokensResponse> {
  const response = await apiClient.get<unknown>('/staff/api-tokens/', {
    params: query,
    signal: options.signal,
  });
  return parseResponse(staffApiTokensResponseSchema, response.data, 'fetchStaffApiTokens');
}

/** DELETE /staff/api-tokens/{tokenId}/: revokes anyone's token (recorded in the admin audit log). */
export async function revokeApiTokenAsStaff(tokenId: number): Promise<StaffRevokeApiTokenResponse> {
  requireParams('revokeApiTokenAsStaff', { tokenId });
  const response = await apiClient.delete<unknown>(`/staff/api-tokens/${tokenId}/`);
  return parseResponse(staffRevokeApiTokenResponseSchema, response.data, 'revokeApiTokenAsStaff');
}
