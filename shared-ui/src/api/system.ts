import {
  appConfigSchema,
  appVersionResponseSchema,
  type AppConfig,
  type AppVersionResponse,
} from '@refnet/contracts';
import { apiClient } from './client';
import { parseResponse } from './parseResponse';

/** GET /app-version/ (SPEC §7.2). */
export async function fetchAppVersion(): Promise<AppVersionResponse> {
  const response = await apiClient.get<unknown>('/app-version/');
  return parseResponse(appVersionResponseSchema, response.data, 'fetchAppVersion');
}

/** GET /config.json from the page origin (not under /api/v1): remote URLs, maps key, version. */
export async function fetchAppConfig(): Promise<AppConfig> {
  const response = await apiClient.get<unknown>('/config.json', { baseURL: '', skipAuth: true });
  return parseResponse(appConfigSchema, response.data, 'fetchAppConfig');
}
