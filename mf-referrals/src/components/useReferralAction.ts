import { useState } from 'react';
import type { Referral } from '@refnet/contracts/referrals';
import { showGlobalMessage } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { loadNotificationCount } from '@refnet/shared-ui/referrals';
import { runReferralAction, type ReferralAction } from './referralTransitions';

/**
 * Runs a bar's actions one at a time. On success: the server's message, the list fetched again and the
 * header badge reloaded. On failure: the server's words as a danger message, and the list and badge reloaded
 * too: the referral may not be as shown any more (taken by someone else, gone), or may have changed
 * although no good answer came back.
 */
export function useReferralAction(referral: Referral, refreshList: () => Promise<void>) {
  const [running, setRunning] = useState<ReferralAction | null>(null);

  const { run } = useOneAtATime(async (action: ReferralAction) => {
    setRunning(action);
    try {
      showGlobalMessage(await runReferralAction(action, referral));
    } catch (error) {
      showGlobalMessage({
        variant: 'danger',
        message: error instanceof Error ? error.message : 'The referral could not be updated.',
      });
    }
    await Promise.all([refreshList(), loadNotificationCount()]);
    setRunning(null);
  });

  return { running, run };
}
