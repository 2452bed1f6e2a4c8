import type { AdminUser } from '@refnet/contracts/admin';
import { SECOND_FACTOR_TEXTS } from '@refnet/contracts/second-factor';
import type { Session } from '@refnet/shared-ui';

/** Why `viewer` may not reset `user`'s two-factor sign-in, or null: the API's rule, so no refusal is offered. */
export function secondFactorResetRefusal(viewer: Session | null, user: AdminUser): string | null {
  if (viewer?.user.id === user.userId) return SECOND_FACTOR_TEXTS.resetOwn;
  if (user.isStaff && viewer?.userGroup !== 'Full Admin') return SECOND_FACTOR_TEXTS.resetAdminFullAdminOnly;
  return null;
}
