import { STAFF_GROUPS, type AppConfig, type Message } from '@refnet/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { appConfigAtom, globalMessageAtom, notificationCountAtom, sessionAtom, type Session } from './atoms';

export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}

/** Staff and Full Admin may use the /staff and /admin screens (SPEC §6). */
export function useIsStaff(): boolean {
  const session = useSession();
  return session !== null && STAFF_GROUPS.includes(session.userGroup);
}

/** Only Full Admin may add admin users (SPEC §6). */
export function useIsFullAdmin(): boolean {
  return useSession()?.userGroup === 'Full Admin';
}

export function useAppConfig(): AppConfig | null {
  return useAtomValue(appConfigAtom);
}

export function useNotificationCount(): number | null {
  return useAtomValue(notificationCountAtom);
}

export type GlobalMessageControls = {
  show: (message: Message) => void;
  hide: () => void;
};

/** Opens and closes the one global message modal (SPEC §2.15). */
export function useGlobalMessage(): GlobalMessageControls {
  const setMessage = useSetAtom(globalMessageAtom);
  return useMemo(
    () => ({
      show: (message: Message) => setMessage(message),
      hide: () => setMessage(null),
    }),
    [setMessage],
  );
}
