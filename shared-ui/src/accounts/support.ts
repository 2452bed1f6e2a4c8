import {
  supportResponseSchema,
  type FeatureRequest,
  type HelpRequest,
  type SupportResponse,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse } from '@refnet/shared-ui';

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
