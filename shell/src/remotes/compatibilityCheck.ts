import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { incompatibleShares, RemoteIncompatible, type RequiredShare } from './sharedCompatibility';

/** The parts of a remote's mf-manifest.json the check reads. */
interface RemoteManifest {
  metaData?: { buildInfo?: { buildVersion?: string; buildTime?: string } };
  shared?: readonly RequiredShare[];
}

type ProvidedShares = Record<string, readonly { version?: string }[] | undefined>;

/** What the shell provides, by name: the version it registered (the first, if it registered several). */
export function providedVersions(shared: ProvidedShares): Map<string, string> {
  const versions = new Map<string, string>();
  for (const [name, offers] of Object.entries(shared)) {
    const version = offers?.find((offer) => offer.version)?.version;
    if (version) versions.set(name, version);
  }
  return versions;
}

function buildOf(manifest: RemoteManifest): string {
  const { buildVersion = 'unknown version', buildTime } = manifest.metaData?.buildInfo ?? {};
  return buildTime ? `${buildVersion} (built ${buildTime})` : buildVersion;
}

/**
 * Reads each remote's manifest before any of its code is fetched, and stops a remote that needs a shared
 * module the shell does not provide in a version it accepts: `onIncompatible` hears of it, and the load
 * fails, so single-spa shows the remote's card instead of running it half-broken.
 */
export function compatibilityCheck(
  onIncompatible: (error: RemoteIncompatible) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'refnet-shared-compatibility',
    afterLoadManifest({ manifestJson, moduleInfo, origin }) {
      const manifest = manifestJson as RemoteManifest | undefined;
      // A manifest that did not load or is malformed fails on its own, as an unreachable remote.
      if (!manifest?.shared) return;
      const problems = incompatibleShares(manifest.shared, providedVersions(origin.options.shared));
      if (problems.length === 0) return;
      const error = new RemoteIncompatible(moduleInfo.name, buildOf(manifest), problems);
      onIncompatible(error);
      throw error;
    },
  };
}
