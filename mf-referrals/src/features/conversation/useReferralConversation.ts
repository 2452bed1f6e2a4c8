import { useEffect, useMemo, useRef, useState } from 'react';
import type { TimelineEntry, TimelineResponse } from '@refnet/contracts/conversation';
import type { Referral, ReferralEvent } from '@refnet/contracts/referrals';
import { serverQuery, useServerData } from '@refnet/shared-ui/data';
import {
  fetchReferralTimeline,
  markReferralConversationRead,
  referralTimelinePath,
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

/** Earlier pages read on request: they continue the newest page that was on screen when they were read. */
interface EarlierPages {
  /** The `earlier` cursor of the newest page they continue. */
  from: string;
  entries: TimelineEntry[];
  /** The cursor of the page before them; null at the beginning. */
  next: string | null;
}

export type ConversationState =
  | { status: 'loading' | 'error'; entries: TimelineEntry[]; retry?: () => void }
  | {
      status: 'ready';
      entries: TimelineEntry[];
      timeline: TimelineResponse;
      /** Reads the page before the earliest shown; absent at the beginning. */
      loadEarlier?: () => Promise<void>;
      loadingEarlier: boolean;
      earlierFailed: boolean;
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
  const [earlier, setEarlier] = useState<EarlierPages | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const marking = useRef(false);

  const newest = loaded.status === 'ready' ? loaded.data : null;
  // Each answer that says `unread` is marked read, once at a time: one that failed is tried again with the
  // next answer (the timeline is asked again after any write).
  useEffect(() => {
    if (!newest?.unread || marking.current) return;
    marking.current = true;
    markReferralConversationRead(referralId)
      .then(() => loadNotificationCount())
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [newest, referralId]);

  // Pages read before the newest page moved on (a new entry) would leave a gap: they are dropped.
  const shownEarlier = newest && earlier && earlier.from === newest.earlier ? earlier : null;
  const before = shownEarlier ? shownEarlier.next : (newest?.earlier ?? null);

  const loadEarlier = async () => {
    if (!newest?.earlier || before === null) return;
    setLoadingEarlier(true);
    setEarlierFailed(false);
    try {
      const page = await fetchReferralTimeline(referralId, before);
      setEarlier({
        from: newest.earlier,
        entries: [...page.entries, ...(shownEarlier?.entries ?? [])],
        next: page.earlier,
      });
    } catch {
      setEarlierFailed(true);
    } finally {
      setLoadingEarlier(false);
    }
  };

  const state: ConversationState = newest
    ? {
        status: 'ready',
        entries: [...(shownEarlier?.entries ?? []), ...newest.entries],
        timeline: newest,
        ...(before === null ? {} : { loadEarlier }),
        loadingEarlier,
        earlierFailed,
      }
    : loaded.status === 'error'
      ? { status: 'error', entries: eventEntries(referral.events), retry: loaded.retry }
      : { status: 'loading', entries: eventEntries(referral.events) };
  return { state, reload };
}
