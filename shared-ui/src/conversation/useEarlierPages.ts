import { useState } from 'react';

/** A page of a referral's timeline as both APIs answer it: entries oldest first, and the cursor before them. */
export interface TimelinePage<Entry> {
  entries: Entry[];
  earlier: string | null;
}

/** Earlier pages read on request: they continue the newest page that was on screen when they were read. */
interface Read<Entry> {
  /** The `earlier` cursor of the newest page they continue. */
  from: string;
  entries: Entry[];
  /** The cursor of the page before them; null at the beginning. */
  next: string | null;
}

export interface EarlierPages<Entry> {
  /** The earlier pages read, then the newest page: oldest first. */
  entries: Entry[];
  /** Reads the page before the earliest shown; absent at the beginning. */
  loadEarlier?: () => Promise<void>;
  loadingEarlier: boolean;
  earlierFailed: boolean;
}

/**
 * A timeline's newest page (from the page's cache, asked again after writes) with the pages before it that
 * "Show earlier entries" reads through `fetchBefore`. Pages read before the newest page moved on (a new
 * entry) would leave a gap: they are dropped.
 */
export function useEarlierPages<Entry>(
  newest: TimelinePage<Entry> | null,
  fetchBefore: (cursor: string) => Promise<TimelinePage<Entry>>,
): EarlierPages<Entry> {
  const [read, setRead] = useState<Read<Entry> | null>(null);
  const [loadingEarlier, setLoading] = useState(false);
  const [earlierFailed, setFailed] = useState(false);

  const shown = newest && read && read.from === newest.earlier ? read : null;
  const before = shown ? shown.next : (newest?.earlier ?? null);

  const loadEarlier = async () => {
    if (!newest?.earlier || before === null) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchBefore(before);
      setRead({
        from: newest.earlier,
        entries: [...page.entries, ...(shown?.entries ?? [])],
        next: page.earlier,
      });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return {
    entries: [...(shown?.entries ?? []), ...(newest?.entries ?? [])],
    ...(before === null ? {} : { loadEarlier }),
    loadingEarlier,
    earlierFailed,
  };
}
