import { matchRoute, STAFF_GROUPS, type RouteAccess, type UserGroup } from '@refnet/contracts';
import type { Session } from '@refnet/shared-ui/core';

export const PENDING_APPROVAL_PATH = '/register/pending-account-approval';

/** SPEC §1/§6: all a signed-in user may open until the team approves the account. */
const OPEN_BEFORE_APPROVAL: ReadonlySet<string> = new Set([
  PENDING_APPROVAL_PATH,
  '/profile',
  '/auth/help',
  '/help',
  '/policy',
  '/faqs',
]);

/** Who works with patients and referrals (SPEC §6); staff see them only anonymised, on their own screens. */
const CLINICAL_GROUPS: readonly UserGroup[] = ['Clinician', 'Delegate'];

const REDIRECTS: Record<RouteAccess, (session: Session | null) => string | null> = {
  public: () => null,
  'guest-only': (session) => (session ? '/dashboard' : null),
  authenticated: (session) => (session ? null : '/login'),
  clinical: (session) =>
    !session ? '/login' : CLINICAL_GROUPS.includes(session.userGroup) ? null : '/dashboard',
  clinician: (session) => (!session ? '/login' : session.userGroup === 'Clinician' ? null : '/dashboard'),
  staff: (session) => (!session ? '/login' : STAFF_GROUPS.includes(session.userGroup) ? null : '/dashboard'),
  'full-admin': (session) => (!session ? '/login' : session.userGroup === 'Full Admin' ? null : '/dashboard'),
};

/**
 * Where the shell sends a user who may not open `pathname` (SPEC §2.2–2.3), or null to let them in.
 * Unknown paths are let through to the 404 screen.
 */
export function redirectFor(pathname: string, session: Session | null): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const { path, access } = match.route;
  const awaitingApproval = session !== null && !session.isVerified;
  if (awaitingApproval && access !== 'public' && !OPEN_BEFORE_APPROVAL.has(path))
    return PENDING_APPROVAL_PATH;
  return REDIRECTS[access](session);
}
