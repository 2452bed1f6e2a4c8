import { Suspense, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { matchRoute, REMOTE_NAMES } from '@refnet/contracts';
import { usePathname } from '@refnet/shared-ui';
import { LazyRemoteUnavailableCard } from '../lazyDisplay';
import { failedRemotesAtom, retryFailedRemotes } from './remoteFailures';
import { outletFor } from './remoteOutlets';

/** Where remotes mount; shows the retry card instead when the active remote could not be loaded. */
export function RemoteOutlet() {
  const container = useRef<HTMLDivElement>(null);
  const failedRemotes = useAtomValue(failedRemotesAtom);
  const owner = matchRoute(usePathname())?.route.owner;
  const failedRemote = owner && owner !== 'shell' && failedRemotes.has(owner) ? owner : null;

  useEffect(() => {
    const element = container.current;
    if (element) element.append(...REMOTE_NAMES.map(outletFor));
  }, []);

  return (
    <>
      {failedRemote && (
        <Suspense fallback={null}>
          <LazyRemoteUnavailableCard onRetry={retryFailedRemotes} />
        </Suspense>
      )}
      <div ref={container} className="refnet-remote-outlet" />
    </>
  );
}
