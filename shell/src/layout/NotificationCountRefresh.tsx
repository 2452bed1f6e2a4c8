import { useNotificationCountRefresh } from './useNotificationCountRefresh';

/** Renders nothing: keeps the header badge current for a signed-in user (see the hook). */
export default function NotificationCountRefresh() {
  useNotificationCountRefresh();
  return null;
}
