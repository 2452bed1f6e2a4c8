import {
  acceptRejectResponseSchema,
  analyticsResponseSchema,
  ANALYTICS_DEFAULT_SIZE,
  cancelReferralResponseSchema,
  completeDnaResponseSchema,
  createReferralAnswerSchema,
  inboundReferralsResponseSchema,
  outboundReferralsResponseSchema,
  referralNotificationsResponseSchema,
  referralPageResponseSchema,
  type AcceptRejectResponse,
  type AnalyticsResponse,
  type CompleteReferralRequest,
  type CreateReferralRequest,
  type DnaReferralRequest,
  type InboundReferralsResponse,
  type OutboundReferralsResponse,
  type InboundReferralGroup,
  type ReferralListDirection,
  type ReferralNotificationsResponse,
  type ReferralPageQuery,
  type ReferralPageResponse,
} from '@refnet/contracts/referrals';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/**
 * A referral change's answer as the screens use it: its message. The calls ask for nothing else
 * (`Prefer: return=minimal`, RFC 7240): SPEC §7.4's groups afterwards then come empty (a create's referral
 * is left out), and the lists read their pages again themselves (from the answers the API keeps).
 */
export type ReferralChangeAnswer = Pick<AcceptRejectResponse, 'message'>;
const MESSAGE_ONLY = { headers: { Prefer: 'return=minimal' } };

/** POST /referrals/create/ (SPEC §7.4), for the message alone (see ReferralChangeAnswer). */
export async function createReferral(request: CreateReferralRequest): Promise<ReferralChangeAnswer> {
  requireParams('createReferral', { request });
  const response = await apiClient.post<unknown>('/referrals/create/', request, MESSAGE_ONLY);
  const { message } = parseResponse(createReferralAnswerSchema, response.data, 'createReferral');
  return { message };
}

/** POST /referrals/accept/{ref_id}/: a pending referral to me, or an open one for a role I hold. */
export async function acceptReferral(referralId: number): Promise<ReferralChangeAnswer> {
  requireParams('acceptReferral', { referralId });
  const response = await apiClient.post<unknown>(`/referrals/accept/${referralId}/`, undefined, MESSAGE_ONLY);
  const { message } = parseResponse(acceptRejectResponseSchema, response.data, 'acceptReferral');
  return { message };
}

/** POST /referrals/reject/{ref_id}/. */
export async function rejectReferral(referralId: number): Promise<ReferralChangeAnswer> {
  requireParams('rejectReferral', { referralId });
  const response = await apiClient.post<unknown>(`/referrals/reject/${referralId}/`, undefined, MESSAGE_ONLY);
  const { message } = parseResponse(acceptRejectResponseSchema, response.data, 'rejectReferral');
  return { message };
}

/** POST /referrals/complete/{ref_id}/: toComplete true = booked; false = set active. */
export async function completeReferral(
  referralId: number,
  request: CompleteReferralRequest,
): Promise<ReferralChangeAnswer> {
  requireParams('completeReferral', { referralId, request });
  const response = await apiClient.post<unknown>(`/referrals/complete/${referralId}/`, request, MESSAGE_ONLY);
  const { message } = parseResponse(completeDnaResponseSchema, response.data, 'completeReferral');
  return { message };
}

/** POST /referrals/dna/{ref_id}/: toDna true = did not attend; false = set active. */
export async function dnaReferral(
  referralId: number,
  request: DnaReferralRequest,
): Promise<ReferralChangeAnswer> {
  requireParams('dnaReferral', { referralId, request });
  const response = await apiClient.post<unknown>(`/referrals/dna/${referralId}/`, request, MESSAGE_ONLY);
  const { message } = parseResponse(completeDnaResponseSchema, response.data, 'dnaReferral');
  return { message };
}

/** DELETE /referrals/delete/{ref_id}/: the sender cancels a referral nobody has accepted. */
export async function cancelReferral(referralId: number): Promise<ReferralChangeAnswer> {
  requireParams('cancelReferral', { referralId });
  const response = await apiClient.delete<unknown>(`/referrals/delete/${referralId}/`, MESSAGE_ONLY);
  const { message } = parseResponse(cancelReferralResponseSchema, response.data, 'cancelReferral');
  return { message };
}

/** GET /referrals/list/inbound. */
export async function fetchInboundReferrals(options: RequestOptions = {}): Promise<InboundReferralsResponse> {
  const response = await apiClient.get<unknown>('/referrals/list/inbound', { signal: options.signal });
  return parseResponse(inboundReferralsResponseSchema, response.data, 'fetchInboundReferrals');
}

/** GET /referrals/list/outbound. */
export async function fetchOutboundReferrals(
  options: RequestOptions = {},
): Promise<OutboundReferralsResponse> {
  const response = await apiClient.get<unknown>('/referrals/list/outbound', { signal: options.signal });
  return parseResponse(outboundReferralsResponseSchema, response.data, 'fetchOutboundReferrals');
}

/** GET /referrals/list/{direction}/{group}: one keyset page of a group (the lists carry the first). */
export async function fetchReferralPage(
  direction: ReferralListDirection,
  group: InboundReferralGroup,
  query: ReferralPageQuery,
): Promise<ReferralPageResponse> {
  requireParams('fetchReferralPage', { direction, group });
  const response = await apiClient.get<unknown>(`/referrals/list/${direction}/${group}`, { params: query });
  return parseResponse(referralPageResponseSchema, response.data, 'fetchReferralPage');
}

/** GET /referrals/referral-notifications/. */
export async function fetchReferralNotifications(): Promise<ReferralNotificationsResponse> {
  const response = await apiClient.get<unknown>('/referrals/referral-notifications/');
  return parseResponse(referralNotificationsResponseSchema, response.data, 'fetchReferralNotifications');
}

/** GET /user/analytics-data/{number}/ (SPEC §7.6; default 5). */
export async function fetchAnalytics(
  size: number = ANALYTICS_DEFAULT_SIZE,
  options: RequestOptions = {},
): Promise<AnalyticsResponse> {
  requireParams('fetchAnalytics', { size });
  const response = await apiClient.get<unknown>(`/user/analytics-data/${size}/`, { signal: options.signal });
  return parseResponse(analyticsResponseSchema, response.data, 'fetchAnalytics');
}
