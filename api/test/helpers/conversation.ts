import assert from 'node:assert/strict';
import {
  postMessageResponseSchema,
  staffTimelineResponseSchema,
  timelineResponseSchema,
  type StaffTimelineResponse,
  type TimelineMessageEntry,
  type TimelineResponse,
} from '@refnet/contracts/conversation';
import { referralNotificationsResponseSchema } from '@refnet/contracts/referrals';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../../src/app.js';
import { authorization, tokenFor } from './app.js';
import { STAFF } from './admin.js';
import type { ReferralCaller } from './referrals.js';

// Calls of the conversation routes (issue 22) for the tests: each fails the test unless it succeeds.

export const postMessageRaw = (
  as: ReferralCaller,
  referralId: number,
  body: string,
  correctsMessageId?: number,
): Promise<LightMyRequestResponse> =>
  as.call('POST', `/referrals/${referralId}/messages/`, {
    body,
    ...(correctsMessageId === undefined ? {} : { correctsMessageId }),
  });

/** Posts a message and returns its timeline entry. */
export async function postMessage(
  as: ReferralCaller,
  referralId: number,
  body: string,
  correctsMessageId?: number,
): Promise<TimelineMessageEntry> {
  const response = await postMessageRaw(as, referralId, body, correctsMessageId);
  assert.equal(response.statusCode, 200, response.body);
  return postMessageResponseSchema.parse(response.json()).entry;
}

/** A page of the referral's timeline as `as` sees it. */
export async function timelineOf(
  as: ReferralCaller,
  referralId: number,
  before?: string,
): Promise<TimelineResponse> {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  const response = await as.call('GET', `/referrals/${referralId}/timeline/${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return timelineResponseSchema.parse(response.json());
}

/** POST /referrals/{id}/read/: the count afterwards. */
export async function markRead(as: ReferralCaller, referralId: number): Promise<number> {
  const response = await as.call('POST', `/referrals/${referralId}/read/`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ nUnreadConversations: number }>().nUnreadConversations;
}

/** The header badge's unread-conversations count. */
export async function unreadCount(as: ReferralCaller): Promise<number> {
  const response = await as.call('GET', '/referrals/referral-notifications/');
  assert.equal(response.statusCode, 200, response.body);
  const counts = referralNotificationsResponseSchema.parse(response.json());
  assert.notEqual(counts.nUnreadConversations, undefined, 'the count is answered');
  return counts.nUnreadConversations ?? 0;
}

/** The demo Staff member, signed in, as a caller. */
export async function staffCaller(
  app: RefnetApp,
): Promise<ReferralCaller & { timeline(id: number, before?: string): Promise<StaffTimelineResponse> }> {
  const headers = authorization(await tokenFor(app, STAFF));
  const call: ReferralCaller['call'] = (method, url, payload) =>
    app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    user: { email: STAFF.email, password: STAFF.password, userId: 0, userProfileId: 0 },
    call,
    async timeline(id, before) {
      const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
      const response = await call('GET', `/staff/referrals/${id}/timeline/${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return staffTimelineResponseSchema.parse(response.json());
    },
  };
}

/** What the timeline entries are, in their order: "event:created", "message:<body>", "attachment:<name>". */
export const entryLabels = (timeline: TimelineResponse) =>
  timeline.entries.map((entry) =>
    entry.kind === 'event'
      ? `event:${entry.action}`
      : entry.kind === 'message'
        ? `message:${entry.body}`
        : `attachment:${entry.fileName}`,
  );
