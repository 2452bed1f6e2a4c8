import { APP_VERSION, type AppConfig, type AppVersionResponse } from '@refnet/contracts';
import type { ServerConfig } from '../../config.js';

export const appVersion = (): AppVersionResponse => ({ version: APP_VERSION });

/** What the shell needs before it can load anything else (ARCHITECTURE: remote discovery). */
export const frontendConfig = (
  config: Pick<ServerConfig, 'googleMapsApiKey' | 'mail' | 'remotes'>,
): AppConfig => ({
  version: APP_VERSION,
  googleMapsApiKey: config.googleMapsApiKey,
  supportEmail: config.mail.supportEmail,
  remotes: { ...config.remotes },
});
