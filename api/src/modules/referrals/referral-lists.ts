import {
  REFERRAL_PAGE_SIZE,
  type InboundReferralGroup,
  type InboundReferralsResponse,
  type OutboundReferralGroup,
  type OutboundReferralsResponse,
  type Referral,
  type ReferralNotificationsResponse,
  type ReferralPageOrder,
  type ReferralPageQuery,
  type ReferralPageResponse,
} from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pageLimit, positionOf, readsBackwards } from '../../db/page-position.js';
import { preparedStatement, queryRows } from '../../db/query-rows.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import {
  countAwaitingClinician,
  countByStatus,
  countOpenToMe,
  groupOfStatus,
  groupPageIds,
  madeGroup,
  receivedGroup,
  STATUS_GROUPS,
  type GroupSource,
  unreadConversationsCount,
} from './referral-list-sql.js';
import { presentReferrals } from './referral-presenter.js';
import { selectReferralRowsByIds } from './referral-queries.js';
import { loadReferralStanding, type ReferralStanding } from './referral-standing.js';

type ListGroup = InboundReferralGroup;
const sourceOf = (side: 'received' | 'made', group: ListGroup): GroupSource =>
  side === 'received' ? receivedGroup(group) : madeGroup(group as OutboundReferralGroup);

/** Whether the acting clinician can have any referral in the group (no role profile, no job role: none). */
const mayHold = (me: ReferralStanding, source: GroupSource) =>
  source.side === 'open' ? me.openJobRoleIds.length > 0 : me.crpIds.size > 0;

/** How many referrals each group of one side holds: one indexed count (two for the inbound side). */
async function countGroups(db: Database, me: ReferralStanding, side: 'received' | 'made') {
  const totals: Record<ListGroup, number> = { waiting: 0, accepted: 0, booked: 0, dna: 0, open: 0 };
  if (me.crpIds.size > 0) {
    for (const { status, n } of await queryRows<{ status: string; n: number }>(db, countByStatus(me, side))) {
      const group = groupOfStatus(side, status);
      if (group) totals[group] += n;
    }
  }
  if (side === 'received' && me.openJobRoleIds.length > 0)
    totals.open = (await queryRows<{ n: number }>(db, countOpenToMe(me)))[0]?.n ?? 0;
  return totals;
}

/** The first page of each group, newest first, in one query; then their rows and people, once for all. */
async function firstPages<Group extends ListGroup>(
  db: Database,
  me: ReferralStanding,
  side: 'received' | 'made',
  groups: readonly Group[],
): Promise<Record<Group, Referral[]>> {
  const held = groups.filter((group) => mayHold(me, sourceOf(side, group)));
  const pages = held.map(
    (group) =>
      sql`select ${group}::text as list_group, g.id, g.position from (${groupPageIds(
        me,
        sourceOf(side, group),
        'newest',
        { at: 'start' },
        REFERRAL_PAGE_SIZE,
      )}) g`,
  );
  const ids =
    pages.length === 0
      ? []
      : await queryRows<{ list_group: Group; id: number; position: string | number }>(
          db,
          sql`${sql.join(pages, sql` union all `)} order by 1, 3`,
        );
  const presented = await presentReferrals(
    db,
    me,
    await selectReferralRowsByIds(
      db,
      ids.map((row) => row.id),
    ),
  );
  const groupOf = new Map(ids.map((row) => [row.id, row.list_group]));
  const result = Object.fromEntries(groups.map((group) => [group, [] as Referral[]])) as Record<
    Group,
    Referral[]
  >;
  for (const referral of presented) result[groupOf.get(referral.id)!].push(referral);
  return result;
}

/**
 * GET /referrals/list/inbound: the first page of the referrals naming one of my role profiles (waiting =
 * PENDING, accepted, booked, dna) and, apart, of the open referrals for a job role I hold that I did not
 * send; newest first, with each group's total.
 */
export async function loadInboundReferrals(
  db: Database,
  acting: ActingClinician,
): Promise<InboundReferralsResponse> {
  const me = await loadReferralStanding(db, acting);
  const totals = await countGroups(db, me, 'received');
  const { open, ...received } = await firstPages(db, me, 'received', [...STATUS_GROUPS, 'open'] as const);
  return { referralsReceived: received, referralsOpen: open, totals };
}

/** The groups one side of my referrals has: the inbound ones include the open referrals to my job roles. */
type GroupOf<Side extends 'received' | 'made'> = Side extends 'made'
  ? OutboundReferralGroup
  : InboundReferralGroup;

/**
 * The first pages of these groups of my inbound ('received') or sent ('made') referrals, without totals:
 * what a transition answers with (SPEC §7.4), so it builds only the groups it shows.
 */
export async function loadGroupFirstPages<Side extends 'received' | 'made', Group extends GroupOf<Side>>(
  db: Database,
  acting: ActingClinician,
  side: Side,
  groups: readonly Group[],
): Promise<Record<Group, Referral[]>> {
  return firstPages(db, await loadReferralStanding(db, acting), side, groups);
}

/** GET /referrals/list/outbound: the first page of each group of the referrals I sent, with the totals. */
export async function loadOutboundReferrals(
  db: Database,
  acting: ActingClinician,
): Promise<OutboundReferralsResponse> {
  const me = await loadReferralStanding(db, acting);
  const { open: _none, ...totals } = await countGroups(db, me, 'made');
  return { referralsMade: await firstPages(db, me, 'made', STATUS_GROUPS), totals };
}

/**
 * GET /referrals/list/{inbound|outbound}/{group}: one page of one group, newest (or oldest) first, and
 * the group's total. A page is read from its index by key (created_on, id), never by offset.
 */
export async function loadReferralPage(
  db: Database,
  acting: ActingClinician,
  side: 'received' | 'made',
  group: ListGroup,
  query: ReferralPageQuery,
): Promise<ReferralPageResponse> {
  const me = await loadReferralStanding(db, acting);
  const source = sourceOf(side, group);
  if (!mayHold(me, source)) return { referrals: [], total: 0 };
  const total = (await countGroups(db, me, side))[group];
  const order: ReferralPageOrder = query.order ?? 'newest';
  const position = positionOf(query, total, REFERRAL_PAGE_SIZE);
  const limit = pageLimit(position, REFERRAL_PAGE_SIZE);
  const ids = (await queryRows<{ id: number }>(db, groupPageIds(me, source, order, position, limit))).map(
    (row) => row.id,
  );
  if (readsBackwards(position)) ids.reverse();
  return {
    referrals: await presentReferrals(db, me, await selectReferralRowsByIds(db, ids)),
    total,
  };
}

/**
 * GET /referrals/referral-notifications/: pending referrals naming me plus open ones for my roles, and the
 * referrals with news from the other side I have not read.
 */
export async function countReferralNotifications(
  db: Database,
  acting: ActingClinician,
): Promise<ReferralNotificationsResponse> {
  const [row] = await notificationsStatement(db, { clinician: acting.clinicianUserProfileId });
  return { nReferrals: row?.n ?? 0, nUnreadConversations: row?.unread ?? 0 };
}

/** Both counts of the header badge in one statement (see countAwaitingClinician, unreadConversationsCount). */
const notificationsStatement = preparedStatement<{ n: number; unread: number }, { clinician: number }>(
  'refnet_referral_notifications',
  () => sql`with awaiting as (${countAwaitingClinician(sql.placeholder('clinician'))})
    select (select n from awaiting) as n, ${unreadConversationsCount(sql.placeholder('clinician'))} as unread`,
);
