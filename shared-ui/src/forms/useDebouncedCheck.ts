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
  const key = value === null ? null : JSON.stringify(value);
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });
  const [answer, setAnswer] = useState<{ key: string; status: CheckStatus } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      checkRef.current(JSON.parse(key) as T).then(
        (valid) => current && setAnswer({ key, status: valid ? 'valid' : 'invalid' }),
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
