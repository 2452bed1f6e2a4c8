import { STAFF_GROUPS } from '@refnet/contracts';
import type { Session } from '@refnet/shared-ui/core';

export interface HeaderItem {
  readonly key: string;
  readonly label: string;
  /**
   * A route to open; items without one (and without children) carry an action the header handles (logout,
   * suggest a feature, invite a clinician).
   */
  readonly to?: string;
  readonly badge?: number;
  /** Where the badge's count is seen; on a phone the header shows the badge as a link there. */
  readonly badgeTo?: string;
  readonly children?: readonly HeaderItem[];
}

export interface HeaderMenu {
  readonly main: readonly HeaderItem[];
  /** The profile drop-down; null for visitors. */
  readonly profile: readonly HeaderItem[] | null;
}

export interface HeaderContext {
  readonly session: Session | null;
  readonly pathname: string;
  readonly notificationCount: number | null;
  /** SPEC §6 permissionCreateReferrals: Make referral and Add new patient. */
  readonly canCreateReferrals: boolean;
}

const only = <T>(condition: boolean, item: T): T[] => (condition ? [item] : []);

/** Item key the header answers by opening the "Invite a clinician" modal (SPEC §2.13). */
export const INVITE_CLINICIAN_KEY = 'invite-clinician';
const INVITE_CLINICIAN_ITEM: HeaderItem = { key: INVITE_CLINICIAN_KEY, label: 'Invite a clinician' };

function visitorMenu(pathname: string): HeaderMenu {
  const onRegisterPages = pathname === '/register' || pathname.startsWith('/register/');
  return {
    main: [
      { key: 'login', label: 'Login', to: '/login' },
      ...only(!onRegisterPages, { key: 'register', label: 'Register', to: '/register' }),
      { key: 'help', label: 'Help', to: '/help' },
    ],
    profile: null,
  };
}

function clinicianItems({ canCreateReferrals, notificationCount }: HeaderContext): HeaderItem[] {
  return [
    { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
    {
      key: 'referrals',
      label: 'Referrals',
      badge: notificationCount && notificationCount > 0 ? notificationCount : undefined,
      badgeTo: '/referrals/inbound',
      children: [
        ...only(canCreateReferrals, { key: 'make-referral', label: 'Make referral', to: '/referral/add' }),
        { key: 'referrals-received', label: 'Referrals received', to: '/referrals/inbound' },
        { key: 'referrals-made', label: 'Referrals made', to: '/referrals/outbound' },
      ],
    },
    { key: 'clinicians', label: 'Find a clinician', to: '/clinicians' },
    {
      key: 'patients',
      label: 'Patients',
      children: [
        ...only(canCreateReferrals, { key: 'add-patient', label: 'Add new patient', to: '/patients/add' }),
        { key: 'view-patients', label: 'View patients', to: '/patients' },
      ],
    },
    INVITE_CLINICIAN_ITEM,
  ];
}

function adminItems(): HeaderItem[] {
  return [
    { key: 'clinicians', label: 'Find a clinician', to: '/clinicians' },
    INVITE_CLINICIAN_ITEM,
    {
      key: 'admin',
      label: 'Admin',
      children: [
        { key: 'staff-users', label: 'Users', to: '/staff/users' },
        { key: 'staff-clinician-roles', label: 'Clinician Roles', to: '/staff/clinician-roles' },
        { key: 'staff-patients', label: 'Patients', to: '/staff/patients' },
        { key: 'staff-referrals', label: 'Referrals', to: '/staff/referrals' },
        { key: 'staff-insurers', label: 'Insurers', to: '/staff/insurers' },
        { key: 'staff-api-tokens', label: 'API tokens', to: '/staff/api-tokens' },
      ],
    },
  ];
}

/** On a phone the header's menus fold into a drawer, opened by a button of this name. */
export const PHONE_MENU_TITLE = 'Menu';

/** Item key the header answers by opening the feature suggestion modal. */
export const SUGGEST_FEATURE_KEY = 'suggest-feature';
export const LOGOUT_KEY = 'logout';

const PROFILE_ITEM: HeaderItem = { key: 'profile', label: 'View/update', to: '/profile' };
const HELP_ITEM: HeaderItem = { key: 'help', label: 'Help', to: '/auth/help' };
const LOGOUT_ITEM: HeaderItem = { key: LOGOUT_KEY, label: 'Logout' };

/** Until the team approves the account, the user may only see their profile, ask for help and leave. */
const AWAITING_APPROVAL_MENU: HeaderMenu = { main: [], profile: [PROFILE_ITEM, HELP_ITEM, LOGOUT_ITEM] };

/** The header's menus for who is signed in (SPEC §2.15). */
export function headerMenuFor(context: HeaderContext): HeaderMenu {
  const { session } = context;
  if (!session) return visitorMenu(context.pathname);
  if (!session.isVerified) return AWAITING_APPROVAL_MENU;
  const isAdmin = STAFF_GROUPS.includes(session.userGroup);
  const isDelegate = session.userGroup === 'Delegate';
  return {
    main: isAdmin ? adminItems() : clinicianItems(context),
    profile: [
      ...only(session.userGroup === 'Full Admin', {
        key: 'add-admin',
        label: 'Add new admin',
        to: '/staff/add-admin',
      }),
      ...only(!isAdmin, PROFILE_ITEM),
      ...only(!isAdmin && !isDelegate, { key: 'delegates', label: 'Delegate accounts', to: '/delegates' }),
      ...only(isAdmin, { key: 'two-factor', label: 'Two-factor sign-in', to: '/account/two-factor' }),
      { key: SUGGEST_FEATURE_KEY, label: 'Suggest a feature' },
      HELP_ITEM,
      LOGOUT_ITEM,
    ],
  };
}

/** Keys of the items leading to `pathname`, and of the menus holding them, to highlight in the header. */
export function selectedKeysFor(items: readonly HeaderItem[], pathname: string): string[] {
  return items.flatMap((item) => {
    const children = item.children ? selectedKeysFor(item.children, pathname) : [];
    return item.to === pathname || children.length ? [item.key, ...children] : children;
  });
}
