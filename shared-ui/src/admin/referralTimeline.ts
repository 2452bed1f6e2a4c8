import { staffTimelineResponseSchema, type StaffTimelineResponse } from '@refnet/contracts/conversation';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** GET /staff/referrals/{refId}/timeline/: who did what and when, without the patient or what was written. */
export async function fetchStaffReferralTimeline(
  referralId: number,
  before?: string,
  options: RequestOptions = {},
): Promise<StaffTimelineResponse> {
  requireParams('fetchStaffReferralTimeline', { referralId });
  const response = await apiClient.get<unknown>(`/staff/referrals/${referralId}/timeline/`, {
    params: before === undefined ? {} : { before },
    signal: options.signal,
  });
  return parseResponse(staffTimelineResponseSchema, response.data, 'fetchStaffReferralTimeline');
}
