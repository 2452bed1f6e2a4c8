import {
  appConfigAtom,
  appStore,
  checkAuth,
  clearSession,
  fetchAppConfig,
  saveSession,
} from '@refnet/shared-ui';
import { loadProfile } from '@refnet/shared-ui/accounts';
import { loadNotificationCount } from './loadNotificationCount';
import type { SessionDependencies } from './signIn';

/** The app's store and calls behind startSession, shared by the login screen and the delegate sign-up. */
export const sessionDependencies: SessionDependencies = {
  fetchAppConfig,
  checkAuth,
  loadProfile,
  loadNotificationCount,
  saveSession,
  clearSession,
  setConfig: (config) => appStore.set(appConfigAtom, config),
};
