import {
  supportResponseSchema,
  type ErrorNotificationRequest,
  type FeatureRequest,
  type HelpRequest,
  type SupportResponse,
} from '@refnet/contracts';
import { apiClient } from './client';
import { parseResponse } from './parseResponse';

/** POST /user/request-help/ (SPEC §2.5 Help): anyone may ask; a signed-in user's name and e-mail come from the account. */
export async function sendHelpRequest(request: HelpRequest): Promise<SupportResponse> {
  const response = await apiClient.post<unknown>('/user/request-help/', request);
  return parseResponse(supportResponseSchema, response.data, 'sendHelpRequest');
}

/** POST /user/request-feature/: a signed-in user's suggestion for the team. */
export async function sendFeatureRequest(request: FeatureRequest): Promise<SupportResponse> {
  const response = await apiClient.post<unknown>('/user/request-feature/', request);
  return parseResponse(supportResponseSchema, response.data, 'sendFeatureRequest');
}

/** POST /error-notification/ (answers 204 without a body). */
export async function sendErrorNotification(request: ErrorNotificationRequest): Promise<void> {
  await apiClient.post('/error-notification/', request);
}
