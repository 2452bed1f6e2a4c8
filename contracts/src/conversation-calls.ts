// Issue 22: a referral's timeline (its state changes, messages and files) and its messages. Calls under
// /referrals/{refId}/ for the two sides, /staff/referrals/{refId}/timeline/ for staff.
// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { referralEventActionSchema, referralEventPersonSchema, referralStatusSchema } from './referral.js';
import { idField, isRowId, noControlCharacters, rule } from './validation.js';

/** A message's longest text (the table's check allows no more). */
export const CONVERSATION_MESSAGE_MAX = 5000;
/** Entries per page of a timeline. */
export const TIMELINE_PAGE_SIZE = 50;

export const CONVERSATION_MESSAGES = {
  bodyMissing: 'Write a message before sending it.',
  bodyTooLong: `A message can be at most ${CONVERSATION_MESSAGE_MAX} characters long.`,
  correctsInvalid: 'The message being corrected must be given by its id.',
  correctsNotFound: 'The message being corrected is not on this referral.',
  correctsOtherSide: 'You can only correct messages written by your side of the referral.',
  cursorInvalid: 'This page of the timeline does not exist. Please open the referral again.',
  sent: 'Message sent.',
  /** The API's refusal and the composer's warning: `words` e.g. "name and date of birth". */
  identityBeforeAcceptance: (words: string) =>
    `This message contains the patient's ${words}. Until the receiver accepts the referral, messages must not identify the patient: please remove it.`,
} as const;

/** Which side of the referral did something: its sender's clinician or its receiver's (or their delegates). */
export const referralSideSchema = z.enum(['sender', 'receiver']);
export type ReferralSide = z.infer<typeof referralSideSchema>;

/** Common to every entry: who (and for whom, when a delegate acted), which side, and when (ISO). */
const entryBase = {
  id: z.int(),
  at: z.string(),
  actor: referralEventPersonSchema,
  onBehalfOf: z.nullable(referralEventPersonSchema),
  side: referralSideSchema,
};

export const timelineEventEntrySchema = z.object({
  kind: z.literal('event'),
  ...entryBase,
  action: referralEventActionSchema,
  fromStatus: z.nullable(referralStatusSchema),
  toStatus: referralStatusSchema,
});

/** correctsMessageId: the earlier message of the same referral this one corrects. */
export const timelineMessageEntrySchema = z.object({
  kind: z.literal('message'),
  ...entryBase,
  body: z.string(),
  correctsMessageId: z.nullable(z.int()),
});

/**
 * A file on the referral; `id` is the attachment's id (its download is the attachments' call). `fileName`
 * is null for a receiver who has not accepted: a letter's name may carry the patient's.
 */
export const timelineAttachmentEntrySchema = z.object({
  kind: z.literal('attachment'),
  ...entryBase,
  fileName: z.nullable(z.string()),
  contentType: z.string(),
  sizeBytes: z.int(),
});

export const timelineEntrySchema = z.discriminatedUnion('kind', [
  timelineEventEntrySchema,
  timelineMessageEntrySchema,
  timelineAttachmentEntrySchema,
]);
export type TimelineEventEntry = z.infer<typeof timelineEventEntrySchema>;
export type TimelineMessageEntry = z.infer<typeof timelineMessageEntrySchema>;
export type TimelineAttachmentEntry = z.infer<typeof timelineAttachmentEntrySchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * Where a timeline page ends: the UTC instant to the microsecond, the kind's rank (event 0, message 1,
 * attachment 2) and the id, e.g. 2026-03-14T09:05:01.123456Z_1_42. Opaque to clients.
 */
export const TIMELINE_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-2])_(\d{1,10})$/;

/** A timeline page's position: `before` = the entries before this cursor (an answer's `earlier`). */
export interface TimelinePosition {
  at: string;
  rank: 0 | 1 | 2;
  id: number;
}

/** The cursor's parts, or null when it is not one (a date that does not exist, an id too large). */
export function parseTimelineCursor(cursor: string): TimelinePosition | null {
  const match = TIMELINE_CURSOR.exec(cursor);
  if (!match) return null;
  const [, at = '', rank, id] = match;
  const date = new Date(at);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 23) !== at.slice(0, 23)) return null;
  if (!isRowId(Number(id))) return null;
  return { at, rank: Number(rank) as TimelinePosition['rank'], id: Number(id) };
}

const timelineCursor = z
  .string()
  .check(rule((value: string) => parseTimelineCursor(value) !== null, CONVERSATION_MESSAGES.cursorInvalid));

export const timelineQuerySchema = z.object({ before: z.optional(timelineCursor) });
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/**
 * GET /referrals/{refId}/timeline/: the newest TIMELINE_PAGE_SIZE entries (or those before `before`),
 * oldest first within the page; `earlier` asks for the page before it, null at the beginning. `viewer`
 * is the caller's side; `receiverHasAccepted` whether messages may identify the patient; `canPost`
 * whether there is another side to write to (not on an open referral nobody has claimed); `unread` whether
 * the caller's side has news on it they have not marked read (POST …/read/).
 */
export const timelineResponseSchema = z.object({
  entries: z.array(timelineEntrySchema),
  earlier: z.nullable(z.string()),
  viewer: referralSideSchema,
  receiverHasAccepted: z.boolean(),
  canPost: z.boolean(),
  unread: z.boolean(),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;

/** POST /referrals/{refId}/messages/: a message, or a correction of an earlier one of the caller's side. */
export const postMessageRequestSchema = z.object({
  body: z.string().check(
    z.trim(),
    noControlCharacters({ multiLine: true }),
    rule((value: string) => value.length > 0, CONVERSATION_MESSAGES.bodyMissing),
    rule((value: string) => value.length <= CONVERSATION_MESSAGE_MAX, CONVERSATION_MESSAGES.bodyTooLong),
  ),
  correctsMessageId: z.optional(z.nullable(idField)),
});
export type PostMessageRequest = z.infer<typeof postMessageRequestSchema>;

export const postMessageResponseSchema = z.object({
  message: messageSchema,
  entry: timelineMessageEntrySchema,
});
export type PostMessageResponse = z.infer<typeof postMessageResponseSchema>;

/** POST /referrals/{refId}/read/: the thread is read; the badge's count afterwards. */
export const markReadResponseSchema = z.object({ nUnreadConversations: z.int() });
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

// ---------- GET /staff/referrals/{refId}/timeline/ ----------

/** Staff see that a message was written, never its text. */
export const staffTimelineEntrySchema = z.discriminatedUnion('kind', [
  timelineEventEntrySchema,
  z.object({ kind: z.literal('message'), ...entryBase, correctsMessageId: z.nullable(z.int()) }),
  // A file's name may name the patient: its type and size only.
  z.object({ kind: z.literal('attachment'), ...entryBase, contentType: z.string(), sizeBytes: z.int() }),
]);
export type StaffTimelineEntry = z.infer<typeof staffTimelineEntrySchema>;

/** The timeline of any referral, without the patient or what was written: a page as for the two sides. */
export const staffTimelineResponseSchema = z.object({
  entries: z.array(staffTimelineEntrySchema),
  earlier: z.nullable(z.string()),
});
export type StaffTimelineResponse = z.infer<typeof staffTimelineResponseSchema>;
