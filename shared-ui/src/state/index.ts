export { appStore } from './store';
export {
  appConfigAtom,
  globalMessageAtom,
  INITIAL_NOTIFICATION_COUNT,
  notificationCountAtom,
  profileAtom,
  sessionAtom,
  type Session,
} from './atoms';
export {
  clearSession,
  getAuthToken,
  loadStoredSession,
  onSessionCleared,
  saveSession,
  SESSION_STORAGE_KEY,
  sessionFromLoginResponse,
  STORAGE_KEY_PREFIX,
} from './session';
export { hideGlobalMessage, showGlobalMessage } from './globalMessage';
export { useProfile, useReferralPermissions } from './profile';
export {
  useAppConfig,
  useGlobalMessage,
  useIsFullAdmin,
  useIsStaff,
  useNotificationCount,
  useSession,
  type GlobalMessageControls,
} from './hooks';
