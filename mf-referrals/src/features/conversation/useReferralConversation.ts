import { useEffect, useMemo, useRef } from 'react';
import type { TimelineEntry, TimelineResponse } from '@refnet/contracts/conversation';
import type { Referral, ReferralEvent } from '@refnet/contracts/referrals';
import { serverQuery, useServerData } from '@refnet/shared-ui/data';
import {
  fetchReferralTimeline,
  markReferralConversationRead,
  referralTimelinePath,
  useEarlierPages,
  type EarlierPages,
} from '@refnet/shared-ui/conversation';
import { loadNotificationCount } from '@refnet/shared-ui/referrals';

/** The referral's own audit trail as timeline entries: shown at once, before its messages and files load. */
export function eventEntries(events: readonly ReferralEvent[]): TimelineEntry[] {
  return events.map((event) => ({
    kind: 'event',
    ...event,
    // Only the sender creates and cancels (SPEC §4); every other change is the receiver's.
    side: event.action === 'created' || event.action === 'cancelled' ? 'sender' : 'receiver',
  }));
}

export type ConversationState =
  | { status: 'loading' | 'error'; entries: TimelineEntry[]; retry?: () => void }
  | {
      status: 'ready';
      entries: TimelineEntry[];
      timeline: TimelineResponse;
      earlier: EarlierPages<TimelineEntry>;
    };

/**
 * A referral's timeline (GET /referrals/{id}/timeline/): the newest page from the page's cache (asked again
 * after any write), earlier pages on request. While it loads, or if it fails, the referral's own state
 * changes stand in. News from the other side is marked read once shown, and the header badge follows.
 */
export function useReferralConversation(referral: Pick<Referral, 'id' | 'events'>) {
  const referralId = referral.id;
  const query = useMemo(
    () =>
      serverQuery([referralTimelinePath(referralId)], (options) =>
        fetchReferralTimeline(referralId, undefined, options),
      ),
    [referralId],
  );
  const { loaded, reload } = useServerData(query);
  const marking = useRef(false);

  const newest = loaded.status === 'ready' ? loaded.data : null;
  // Each answer that says `unread` is marked read, once at a time: one that failed is tried again with the
  // next answer (the timeline is asked again after any write).
  useEffect(() => {
    if (!newest?.unread || marking.current) return;
    marking.current = true;
    markReferralConversationRead(referralId)
      .then(() => Promise.all([reload(), loadNotificationCount()]))
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [newest, referralId, reload]);

  const earlier = useEarlierPages(newest, (before) => fetchReferralTimeline(referralId, before));

  const state: ConversationState = newest
    ? { status: 'ready', entries: earlier.entries, timeline: newest, earlier }
    : loaded.status === 'error'
      ? { status: 'error', entries: eventEntries(referral.events), retry: loaded.retry }
      : { status: 'loading', entries: eventEntries(referral.events) };
  return { state, reload };
}
