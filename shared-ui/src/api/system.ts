import { appVersionResponseSchema, type AppVersionResponse } from '@refnet/contracts';
import { apiClient } from './client';
import { parseResponse } from './parseResponse';

/** GET /app-version/ (SPEC §7.2). */
export async function fetchAppVersion(): Promise<AppVersionResponse> {
  const response = await apiClient.get<unknown>('/app-version/');
  return parseResponse(appVersionResponseSchema, response.data, 'fetchAppVersion');
}
