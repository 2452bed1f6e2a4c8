import { useCallback, useEffect, useState } from 'react';
import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { appStore, profileAtom, useProfile } from '@refnet/shared-ui';
import { loadProfile } from '@refnet/shared-ui/accounts';

export interface OwnProfile {
  profile: ClinicianInformationResponse | null;
  failed: boolean;
  retry: () => void;
}

/** The signed-in user's profile from the store, loaded on first use when it is not there yet. */
export function useOwnProfile(): OwnProfile {
  const profile = useProfile();
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    loadProfile().catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    if (!appStore.get(profileAtom)) load();
  }, [load]);

  const retry = useCallback(() => {
    setFailed(false);
    load();
  }, [load]);

  return { profile, failed, retry };
}
