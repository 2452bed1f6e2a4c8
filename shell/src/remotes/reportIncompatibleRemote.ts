import type { RemoteIncompatible } from './sharedCompatibility';

const reportedBuilds = new Set<string>();

/** A remote's build was refused: the team is told, once per build and page. */
export function reportIncompatibleRemote(error: RemoteIncompatible): void {
  if (reportedBuilds.has(error.message)) return;
  reportedBuilds.add(error.message);
  // The API client comes with shared-ui's main entry, which the remote's card loads too.
  void import('@refnet/shared-ui').then(({ reportError }) => reportError(error));
}
