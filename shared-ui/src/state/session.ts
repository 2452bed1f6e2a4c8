import { z } from 'zod/mini';
import { loginResponseSchema, type LoginResponse } from '@refnet/contracts';
import {
  INITIAL_NOTIFICATION_COUNT,
  notificationCountAtom,
  profileAtom,
  sessionAtom,
  type Session,
} from './atoms';
import { appStore } from './store';

export const SESSION_STORAGE_KEY = 'refnet.session';
/** Every key RefNet writes to localStorage starts with this, so logout can remove them all. */
export const STORAGE_KEY_PREFIX = 'refnet.';

const storedSessionSchema = z.pick(loginResponseSchema, {
  token: true,
  user: true,
  userGroup: true,
  isAdmin: true,
  isPatient: true,
  isVerified: true,
});

type SessionClearedListener = () => void;
const sessionClearedListeners = new Set<SessionClearedListener>();

/** The part of a login answer the app keeps. */
export function sessionFromLoginResponse(response: LoginResponse): Session {
  const { token, user, userGroup, isAdmin, isPatient, isVerified } = response;
  return { token, user, userGroup, isAdmin, isPatient, isVerified };
}

/** Reads the stored session into the store. Anything unreadable or malformed is removed and gives null. */
export function loadStoredSession(): Session | null {
  const session = readStoredSession();
  if (!session) localStorage.removeItem(SESSION_STORAGE_KEY);
  appStore.set(sessionAtom, session);
  return session;
}

function readStoredSession(): Session | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  appStore.set(sessionAtom, session);
}

/**
 * SPEC §4 "Logout resets all stored state": removes every RefNet localStorage key and resets the
 * user's atoms, then tells remotes (onSessionCleared) so they drop their own per-user state.
 * Kept: the app configuration (it describes the deployment, and the shell needs it to load the login
 * screen) and the global message (the session-expiry alert is raised right after clearing).
 */
export function clearSession(): void {
  for (const key of refnetStorageKeys()) localStorage.removeItem(key);
  appStore.set(sessionAtom, null);
  appStore.set(notificationCountAtom, INITIAL_NOTIFICATION_COUNT);
  appStore.set(profileAtom, null);
  for (const listener of sessionClearedListeners) listener();
}

function refnetStorageKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(STORAGE_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Runs `listener` after every clearSession(); returns the unsubscribe function. */
export function onSessionCleared(listener: SessionClearedListener): () => void {
  sessionClearedListeners.add(listener);
  return () => {
    sessionClearedListeners.delete(listener);
  };
}

export function getAuthToken(): string | null {
  return appStore.get(sessionAtom)?.token ?? null;
}
