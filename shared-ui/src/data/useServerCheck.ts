import { useEffect, useState } from 'react';
import type { ServerQuery } from './serverQuery';
import { useServerData } from './useServerData';

/** SPEC §9: e-mail and postcode checks wait for 1000 ms of quiet. */
export const CHECK_DEBOUNCE_MS = 1000;

/**
 * - 'idle': nothing to check (the query was null);
 * - 'checking': waiting for the pause or the answer;
 * - 'valid' / 'invalid': the server's answer for the current value;
 * - 'error': the check itself failed (network, server error).
 */
export type CheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'error';

/** A check's answer: valid or not, or a word of its own (why the value is not valid) that becomes the status. */
export type CheckVerdict = boolean | string;

/** `key` once it has not changed for `delayMs` (null at once when the query goes away). */
function useSettledKey(key: string | null, delayMs: number): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setSettled(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return key === null ? null : settled;
}

/**
 * Asks the server `query` once it has not changed for `delayMs`, through the data layer (so a value asked
 * before is answered from the cache, and a request for a value no longer on screen is aborted). The status
 * always describes the query on screen. Pass null to skip the check.
 */
export function useServerCheck<Verdict extends CheckVerdict>(
  query: ServerQuery<Verdict> | null,
  delayMs: number = CHECK_DEBOUNCE_MS,
): CheckStatus | Exclude<Verdict, boolean> {
  const key = query === null ? null : JSON.stringify(query.key);
  const settled = useSettledKey(key, delayMs) === key;
  const { loaded } = useServerData(settled ? query : null);
  if (query === null) return 'idle';
  if (!settled || loaded.status === 'loading') return 'checking';
  if (loaded.status === 'error') return 'error';
  const verdict: CheckVerdict = loaded.data;
  if (typeof verdict === 'boolean') return verdict ? 'valid' : 'invalid';
  return verdict as Exclude<Verdict, boolean>;
}
