import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { globalMessageAtom } from '@refnet/shared-ui/core';
import { LazyGlobalMessageModal } from '../lazyDisplay';

/** The global message modal (SPEC §2.15), loaded only once there is a message to show. */
export function GlobalMessageOutlet() {
  const message = useAtomValue(globalMessageAtom);
  if (!message?.message) return null;
  return (
    <Suspense fallback={null}>
      <LazyGlobalMessageModal />
    </Suspense>
  );
}
