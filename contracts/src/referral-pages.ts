// Server-side pages of the referral lists: GET /referrals/list/{direction}/{group}. The SPEC §7.4 lists
// (GET /referrals/list/inbound and /outbound) answer with the first page of each group and the groups'
// totals; the next pages come from here, a keyset page at a time (newest or oldest first).
import { z } from 'zod/mini';
import { referralSchema } from './referral.js';
import { pathId } from './referral-calls.js';

/** The groups of GET /referrals/list/inbound (received plus open) and /outbound (made). */
export const INBOUND_REFERRAL_GROUPS = ['waiting', 'accepted', 'booked', 'dna', 'open'] as const;
export const OUTBOUND_REFERRAL_GROUPS = ['waiting', 'accepted', 'booked', 'dna'] as const;
export type InboundReferralGroup = (typeof INBOUND_REFERRAL_GROUPS)[number];
export type OutboundReferralGroup = (typeof OUTBOUND_REFERRAL_GROUPS)[number];
export type ReferralListDirection = 'inbound' | 'outbound';

export const REFERRAL_PAGE_MESSAGES = {
  groupInvalid: 'This referral group does not exist.',
  orderInvalid: 'Order must be newest or oldest.',
  cursorInvalid: 'A page starts after or before a referral id, or at the end.',
  cursorGone: 'This page of referrals is no longer available. Please go back to the first page.',
} as const;

const cursorId = pathId(REFERRAL_PAGE_MESSAGES.cursorInvalid);

export const inboundPageParamsSchema = z.object({
  group: z.enum(INBOUND_REFERRAL_GROUPS, { error: REFERRAL_PAGE_MESSAGES.groupInvalid }),
});
export const outboundPageParamsSchema = z.object({
  group: z.enum(OUTBOUND_REFERRAL_GROUPS, { error: REFERRAL_PAGE_MESSAGES.groupInvalid }),
});

/**
 * newest (default) or oldest first; `after` = the page following that referral, `before` = the page
 * preceding it, `at=end` = the last page; none of them = the first page. At most one of the three.
 */
export const referralPageQuerySchema = z
  .object({
    order: z.optional(z.enum(['newest', 'oldest'], { error: REFERRAL_PAGE_MESSAGES.orderInvalid })),
    after: z.optional(cursorId),
    before: z.optional(cursorId),
    at: z.optional(z.literal('end', { error: REFERRAL_PAGE_MESSAGES.cursorInvalid })),
  })
  .check(
    z.refine(
      (query) => [query.after, query.before, query.at].filter((value) => value !== undefined).length <= 1,
      { message: REFERRAL_PAGE_MESSAGES.cursorInvalid },
    ),
  );
export type ReferralPageQuery = z.infer<typeof referralPageQuerySchema>;
export type ReferralPageOrder = NonNullable<ReferralPageQuery['order']>;

/** One page (REFERRAL_PAGE_SIZE rows at most) and how many the group holds in all. */
export const referralPageResponseSchema = z.object({
  referrals: z.array(referralSchema),
  total: z.int(),
});
export type ReferralPageResponse = z.infer<typeof referralPageResponseSchema>;
