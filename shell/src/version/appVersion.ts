import { APP_VERSION, type Message } from '@refnet/contracts';
import { appStore, fetchAppVersion, sessionAtom, showGlobalMessage } from '@refnet/shared-ui';

/** SPEC §4/§9: on a version mismatch the app waits 5 s, then reloads. */
export const VERSION_RELOAD_DELAY_MS = 5000;
export const NEW_VERSION_MESSAGE: Message = {
  variant: 'info',
  message: 'A new version of RefNet is available. The page will reload in 5 seconds.',
};

export interface VersionCheckDependencies {
  fetchVersion: () => Promise<string>;
  /** The version this shell was built with. */
  builtVersion: string;
  showMessage: (message: Message) => void;
  reload: () => void;
}

const defaults: VersionCheckDependencies = {
  fetchVersion: async () => (await fetchAppVersion()).version,
  builtVersion: APP_VERSION,
  showMessage: showGlobalMessage,
  reload: () => window.location.reload(),
};

let reloadScheduled = false;

/**
 * Compares the server's version with the one this page was built for; on a mismatch says so and
 * reloads after 5 s, so the browser fetches the new build. A failed check changes nothing.
 */
export async function checkAppVersion(overrides: Partial<VersionCheckDependencies> = {}): Promise<boolean> {
  const { fetchVersion, builtVersion, showMessage, reload } = { ...defaults, ...overrides };
  let serverVersion: string;
  try {
    serverVersion = await fetchVersion();
  } catch {
    return true;
  }
  if (serverVersion === builtVersion) return true;
  if (!reloadScheduled) {
    reloadScheduled = true;
    showMessage(NEW_VERSION_MESSAGE);
    setTimeout(reload, VERSION_RELOAD_DELAY_MS);
  }
  return false;
}

/** Tests only: forget a reload scheduled by an earlier check. */
export function resetVersionCheck(): void {
  reloadScheduled = false;
}

/** Checks now (after boot) and again whenever someone signs in (a new session token). */
export function watchAppVersion(check: () => Promise<unknown> = () => checkAppVersion()): () => void {
  void check();
  let token = appStore.get(sessionAtom)?.token ?? null;
  return appStore.sub(sessionAtom, () => {
    const next = appStore.get(sessionAtom)?.token ?? null;
    if (next && next !== token) void check();
    token = next;
  });
}
