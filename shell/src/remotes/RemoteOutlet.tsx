import { Suspense, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { matchRoute, REMOTE_NAMES } from '@refnet/contracts';
import { SectionSkeleton, usePathname } from '@refnet/shared-ui/core';
import { LazyRemoteUnavailableCard } from '../lazyDisplay';
import { failedRemotesAtom, remotesBeingUpdatedAtom, retryFailedRemotes } from './remoteFailures';
import { useRemoteFirstLoad } from './remoteFirstLoad';
import { outletFor } from './remoteOutlets';

/**
 * Where remotes mount. While the active remote loads for the first time its place shows a skeleton at
 * once, and the retry card when it could not be loaded (saying it is being updated when its build was refused).
 */
export function RemoteOutlet() {
  const container = useRef<HTMLDivElement>(null);
  const failedRemotes = useAtomValue(failedRemotesAtom);
  const remotesBeingUpdated = useAtomValue(remotesBeingUpdatedAtom);
  const owner = matchRoute(usePathname())?.route.owner;
  const remote = owner && owner !== 'shell' ? owner : null;
  const failedRemote = remote && failedRemotes.has(remote) ? remote : null;
  const firstLoad = useRemoteFirstLoad(remote);

  useEffect(() => {
    const element = container.current;
    if (element) element.append(...REMOTE_NAMES.map(outletFor));
  }, []);

  return (
    <>
      {firstLoad && !failedRemote && <SectionSkeleton />}
      {failedRemote && (
        <Suspense fallback={null}>
          <LazyRemoteUnavailableCard
            onRetry={retryFailedRemotes}
            updating={remotesBeingUpdated.has(failedRemote)}
          />
        </Suspense>
      )}
      <div ref={container} className="refnet-remote-outlet" />
    </>
  );
}
