import { satisfy } from '@module-federation/enhanced/runtime';
import { REMOTE_INCOMPATIBLE_ERROR } from '@refnet/shared-ui/core';

/** One shared module as a remote's mf-manifest.json lists it. */
export interface RequiredShare {
  name: string;
  requiredVersion?: string | false;
  /** The remote's own copy; none when it takes the module from the shell alone (shared-ui's entries). */
  assets?: { js?: { sync?: readonly string[]; async?: readonly string[] } };
}

/** A shared module the shell cannot give a remote in a version the remote accepts. */
export interface Incompatibility {
  name: string;
  required: string;
  /** What the shell provides; null when it provides none. */
  provided: string | null;
}

function hasOwnCopy(share: RequiredShare): boolean {
  const js = share.assets?.js;
  return (js?.sync?.length ?? 0) + (js?.async?.length ?? 0) > 0;
}

/**
 * The shares a remote cannot run with. The page has one copy of each shared singleton, the shell's, so a
 * share the shell provides must be in the remote's range; one it does not provide is fine only if the
 * remote brought its own copy.
 */
export function incompatibleShares(
  required: readonly RequiredShare[],
  provided: ReadonlyMap<string, string>,
): Incompatibility[] {
  const problems: Incompatibility[] = [];
  for (const share of required) {
    const range = share.requiredVersion || '*';
    const version = provided.get(share.name) ?? null;
    if (version === null) {
      if (!hasOwnCopy(share)) problems.push({ name: share.name, required: range, provided: null });
    } else if (!satisfy(version, range)) {
      problems.push({ name: share.name, required: range, provided: version });
    }
  }
  return problems;
}

/** A remote built against shared modules the shell does not provide; it is not run (docs/releases.md). */
export class RemoteIncompatible extends Error {
  constructor(
    readonly remote: string,
    readonly build: string,
    readonly incompatibilities: readonly Incompatibility[],
  ) {
    const list = incompatibilities
      .map(({ name, required, provided }) => `${name} ${required} (the shell has ${provided ?? 'none'})`)
      .join(', ');
    super(`${remote} ${build} needs what this shell does not provide: ${list}`);
    this.name = REMOTE_INCOMPATIBLE_ERROR;
  }
}
