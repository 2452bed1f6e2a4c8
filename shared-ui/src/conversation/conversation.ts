import type {
  MarkReadResponse,
  PostMessageRequest,
  PostMessageResponse,
  TimelineResponse,
} from '@refnet/contracts/conversation';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

// The conversation's schemas load with its first call: this entry comes with every signed-in page (for the
// header badge), the conversation only with an opened referral.
const contracts = () => import('@refnet/contracts/conversation');

/** Where a referral's conversation calls live (issue 22). */
export const referralTimelinePath = (referralId: number) => `/referrals/${referralId}/timeline/`;

/** GET /referrals/{refId}/timeline/: the newest page, or the page before `before` (an answer's `earlier`). */
export async function fetchReferralTimeline(
  referralId: number,
  before?: string,
  options: RequestOptions = {},
): Promise<TimelineResponse> {
  requireParams('fetchReferralTimeline', { referralId });
  const [{ timelineResponseSchema }, response] = await Promise.all([
    contracts(),
    apiClient.get<unknown>(referralTimelinePath(referralId), {
      params: before === undefined ? {} : { before },
      signal: options.signal,
    }),
  ]);
  return parseResponse(timelineResponseSchema, response.data, 'fetchReferralTimeline');
}

/** POST /referrals/{refId}/messages/: a message, or a correction of one of my side's. */
export async function postReferralMessage(
  referralId: number,
  request: PostMessageRequest,
): Promise<PostMessageResponse> {
  requireParams('postReferralMessage', { referralId, request });
  const [{ postMessageResponseSchema }, response] = await Promise.all([
    contracts(),
    apiClient.post<unknown>(`/referrals/${referralId}/messages/`, request),
  ]);
  return parseResponse(postMessageResponseSchema, response.data, 'postReferralMessage');
}

/**
 * POST /referrals/{refId}/read/: I have seen the thread; the unread count afterwards. It changes nothing
 * any list shows, so it does not make the page ask every list again (`changesNothing`).
 */
export async function markReferralConversationRead(referralId: number): Promise<MarkReadResponse> {
  requireParams('markReferralConversationRead', { referralId });
  const [{ markReadResponseSchema }, response] = await Promise.all([
    contracts(),
    apiClient.post<unknown>(`/referrals/${referralId}/read/`, undefined, { changesNothing: true }),
  ]);
  return parseResponse(markReadResponseSchema, response.data, 'markReferralConversationRead');
}
