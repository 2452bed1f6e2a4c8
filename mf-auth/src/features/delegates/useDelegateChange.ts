import { useCallback } from 'react';
import type { DelegateChangeResponse } from '@refnet/contracts/accounts';
import { useGlobalMessage } from '@refnet/shared-ui';
import { failureMessage } from '../../components/useProfileWrite';

export const DELEGATE_CHANGE_FAILED_MESSAGE = 'The change could not be saved. Please try again.';

/**
 * Runs one management call: the screen shows the lists it answers with; a failure shows the server's
 * words. With `announce`, the answer's notice is shown too. Resolves to whether it worked.
 */
export function useDelegateChange(
  showLists: (answer: DelegateChangeResponse) => void,
  { announce }: { announce: boolean },
) {
  const { show } = useGlobalMessage();
  return useCallback(
    async (change: () => Promise<DelegateChangeResponse>): Promise<boolean> => {
      try {
        const answer = await change();
        showLists(answer);
        if (announce) show(answer.message);
        return true;
      } catch (error) {
        show(failureMessage(error, DELEGATE_CHANGE_FAILED_MESSAGE));
        return false;
      }
    },
    [showLists, announce, show],
  );
}
