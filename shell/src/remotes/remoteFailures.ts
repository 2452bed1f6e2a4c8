import { atom } from 'jotai';
import type { RemoteName } from '@refnet/contracts';

/** Remotes that failed to load; the shell shows the "unavailable, retry" card in their place. */
export const failedRemotesAtom = atom<ReadonlySet<RemoteName>>(new Set<RemoteName>());
