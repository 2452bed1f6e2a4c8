import {
  apiTokensResponseSchema,
  createApiTokenResponseSchema,
  revokeApiTokenResponseSchema,
  type ApiTokensResponse,
  type CreateApiTokenRequest,
  type CreateApiTokenResponse,
  type RevokeApiTokenResponse,
} from '@refnet/contracts/api-tokens';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** GET /api-tokens/ (issue 21): the signed-in user's personal API tokens, newest first. */
export async function fetchApiTokens(options: RequestOptions = {}): Promise<ApiTokensResponse> {
  const response = await apiClient.get<unknown>('/api-tokens/', { signal: options.signal });
  return parseResponse(apiTokensResponseSchema, response.data, 'fetchApiTokens');
}

/** POST /api-tokens/: a new token; the answer is the only one that ever carries it (`secret`). */
export async function createApiToken(request: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
  requireParams('createApiToken', { request });
  const response = await apiClient.post<unknown>('/api-tokens/', request);
  return parseResponse(createApiTokenResponseSchema, response.data, 'createApiToken');
}

/** DELETE /api-tokens/{tokenId}/: revokes one of the signed-in user's tokens. */
export async function revokeApiToken(tokenId: number): Promise<RevokeApiTokenResponse> {
  requireParams('revokeApiToken', { tokenId });
  const response = await apiClient.delete<unknown>(`/api-tokens/${tokenId}/`);
  return parseResponse(revokeApiTokenResponseSchema, response.data, 'revokeApiToken');
}
