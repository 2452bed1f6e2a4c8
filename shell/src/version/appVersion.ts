import { APP_VERSION, type Message } from '@refnet/contracts';
import { appConfigAtom, appStore, showGlobalMessage } from '@refnet/shared-ui/core';

/** SPEC §4/§9: on a version mismatch the app waits 5 s, then reloads. */
export const VERSION_RELOAD_DELAY_MS = 5000;
export const NEW_VERSION_MESSAGE: Message = {
  variant: 'info',
  message: 'A new version of RefNet is available. The page will reload in 5 seconds.',
};

export interface VersionCheckDependencies {
  /** The version this shell was built with. */
  builtVersion: string;
  showMessage: (message: Message) => void;
  reload: () => void;
}

const defaults: VersionCheckDependencies = {
  builtVersion: APP_VERSION,
  showMessage: showGlobalMessage,
  reload: () => window.location.reload(),
};

let reloadScheduled = false;

/**
 * Compares the server's version with the one this page was built for; on a mismatch says so and
 * reloads after 5 s, so the browser fetches the new build. Returns whether they match.
 */
export function checkAppVersion(
  serverVersion: string,
  overrides: Partial<VersionCheckDependencies> = {},
): boolean {
  const { builtVersion, showMessage, reload } = { ...defaults, ...overrides };
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

/**
 * Checks the server's version whenever the configuration is loaded: at boot and again by every sign-in
 * (SPEC §2.5 refreshes it). /config.json carries the version, so the check costs no request of its own.
 */
export function watchAppVersion(check: (serverVersion: string) => unknown = checkAppVersion): () => void {
  const checkConfig = () => {
    const config = appStore.get(appConfigAtom);
    if (config) check(config.version);
  };
  checkConfig();
  return appStore.sub(appConfigAtom, checkConfig);
}
