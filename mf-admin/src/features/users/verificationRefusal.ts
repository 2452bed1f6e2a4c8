import { ADMIN_TEXTS, type AdminUser } from '@refnet/contracts/admin';
import type { Session } from '@refnet/shared-ui';

/**
 * Why `viewer` may not change `user`'s verification, or null when they may. Mirrors the API's rule, so
 * the screen does not offer a change the server would refuse.
 */
export function verificationRefusal(viewer: Session | null, user: AdminUser): string | null {
  if (viewer?.user.id === user.userId) return ADMIN_TEXTS.ownVerificationLocked;
  if (user.isStaff && viewer?.userGroup !== 'Full Admin') return ADMIN_TEXTS.adminVerificationFullAdminOnly;
  return null;
}
