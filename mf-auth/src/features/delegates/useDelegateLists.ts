import { useCallback, useState } from 'react';
import type { DelegatesResponse, DelegateUserLink } from '@refnet/contracts/accounts';
import { fetchDelegates } from '@refnet/shared-ui/accounts';
import { serverQuery, useServerData, type Loaded } from '@refnet/shared-ui/data';

const delegatesQuery = serverQuery(['/user/delegates/'], fetchDelegates);

export interface DelegateLists {
  loaded: Loaded<DelegatesResponse>;
  /** Shows the lists a management call answered with (no second request). */
  show: (lists: DelegatesResponse) => void;
  /** A new invitation waits under Inactive until the delegate registers. */
  addInvitation: (delegate: DelegateUserLink) => void;
}

/** The clinician's delegates: loaded once, then kept as each change's answer says. */
export function useDelegateLists(): DelegateLists {
  const { loaded } = useServerData(delegatesQuery);
  const [changed, setChanged] = useState<DelegatesResponse | null>(null);
  const fetched = loaded.status === 'ready' ? loaded.data : null;

  const show = useCallback(({ delegates, pendingDelegates }: DelegatesResponse) => {
    setChanged({ delegates, pendingDelegates });
  }, []);
  const addInvitation = useCallback(
    (delegate: DelegateUserLink) =>
      setChanged((current) => {
        const lists = current ?? fetched;
        return lists && { ...lists, pendingDelegates: [...lists.pendingDelegates, delegate] };
      }),
    [fetched],
  );

  return {
    loaded: fetched && changed ? { status: 'ready', data: changed } : loaded,
    show,
    addInvitation,
  };
}
