import { useEffect, useRef, useState } from 'react';

/** SPEC §9: e-mail and postcode checks wait for 1000 ms of quiet. */
export const CHECK_DEBOUNCE_MS = 1000;

/**
 * - 'idle': nothing to check (the value was null);
 * - 'checking': waiting for the pause or the answer;
 * - 'valid' / 'invalid': the server's answer for the current value;
 * - 'error': the check itself failed (network, server error).
 */
export type CheckStatus = 'idle' | 'checking' | 'valid' | 'invalid' | 'error';

/**
 * Asks the server about `value` once it has not changed for `delayMs`. Answers for an older value are
 * dropped, so the status always describes what is on screen. Pass null to skip the check.
 */
export function useDebouncedCheck<T>(
  value: T | null,
  check: (value: T) => Promise<boolean>,
  delayMs: number = CHECK_DEBOUNCE_MS,
): CheckStatus {
  return useDebouncedVerdict<T, never>(value, check, delayMs);
}

/**
 * useDebouncedCheck for a check that may also answer a word of its own (why the value is not valid):
 * that word becomes the status.
 */
export function useDebouncedVerdict<T, Answer extends string>(
  value: T | null,
  check: (value: T) => Promise<boolean | Answer>,
  delayMs: number = CHECK_DEBOUNCE_MS,
): CheckStatus | Answer {
  const key = value === null ? null : JSON.stringify(value);
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });
  const [answer, setAnswer] = useState<{ key: string; status: CheckStatus | Answer } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      checkRef.current(JSON.parse(key) as T).then(
        (verdict) => {
          if (!current) return;
          const status = verdict === true ? 'valid' : verdict === false ? 'invalid' : verdict;
          setAnswer({ key, status });
        },
        () => current && setAnswer({ key, status: 'error' }),
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);

  if (key === null) return 'idle';
  return answer?.key === key ? answer.status : 'checking';
}
