import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { triggerAppChange } from 'single-spa';
import { matchRoute, REMOTE_NAMES } from '@refnet/contracts';
import { RemoteUnavailableCard, usePathname } from '@refnet/shared-ui';
import { failedRemotesAtom } from './remoteFailures';
import { outletFor } from './remoteOutlets';

/** Where remotes mount; shows the retry card instead when the active remote could not be loaded. */
export function RemoteOutlet() {
  const container = useRef<HTMLDivElement>(null);
  const [failedRemotes, setFailedRemotes] = useAtom(failedRemotesAtom);
  const owner = matchRoute(usePathname())?.route.owner;
  const failedRemote = owner && owner !== 'shell' && failedRemotes.has(owner) ? owner : null;

  useEffect(() => {
    const element = container.current;
    if (element) element.append(...REMOTE_NAMES.map(outletFor));
  }, []);

  const retry = () => {
    if (!failedRemote) return;
    const next = new Set(failedRemotes);
    next.delete(failedRemote);
    setFailedRemotes(next);
    void triggerAppChange();
  };

  return (
    <>
      {failedRemote && <RemoteUnavailableCard onRetry={retry} />}
      <div ref={container} className="refnet-remote-outlet" />
    </>
  );
}
