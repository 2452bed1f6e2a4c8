import { useCallback, useState } from 'react';
import { isApiRequestError, useGlobalMessage } from '@refnet/shared-ui';
import { loadProfile } from '@refnet/shared-ui/accounts';
import type { Message } from '@refnet/contracts';

/** The message a failed profile write shows: the server's own words when it gave any. */
export function failureMessage(error: unknown, fallback: string): Message {
  if (isApiRequestError(error)) return error.serverMessage ?? { variant: 'danger', message: error.message };
  return { variant: 'danger', message: fallback };
}

/**
 * Runs a write of the signed-in user's profile: shows the answer's message, reloads the profile
 * (so every view shows the new state) and tells whether it worked. `busy` is true meanwhile.
 */
export function useProfileWrite(fallbackError: string) {
  const { show } = useGlobalMessage();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (write: () => Promise<{ message: Message }>): Promise<boolean> => {
      setBusy(true);
      try {
        const { message } = await write();
        show(message);
        await loadProfile().catch(() => undefined);
        return true;
      } catch (error) {
        show(failureMessage(error, fallbackError));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [show, fallbackError],
  );
  return { run, busy };
}
