import type { RemoteName } from './config.js';

/**
 * Who may open a route (SPEC §2.1–2.3):
 * public: anyone; guest-only: visitors (signed-in users go to /dashboard); authenticated: any signed-in
 * user; clinical: signed-in clinicians and delegates (patients and referrals, which staff have no part in);
 * clinician: signed-in clinicians only (what they manage for themselves, such as their delegates);
 * staff: Staff or Full Admin; full-admin: Full Admin only.
 */
export type RouteAccess =
  'public' | 'guest-only' | 'authenticated' | 'clinical' | 'clinician' | 'staff' | 'full-admin';
export type RouteOwner = 'shell' | RemoteName;

export interface RouteDefinition {
  /** Path pattern: `:name` is a parameter, `:name(\d+)` an integer parameter. */
  readonly path: string;
  readonly owner: RouteOwner;
  readonly access: RouteAccess;
  /** The page heading and document title. */
  readonly title: string;
}

const VERIFY = ':userHash/:timeHash/:verificationCode';

/** Every route of RefNet, once. The shell derives registration, guards and the 404 screen from it. */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', owner: 'shell', access: 'guest-only', title: 'Welcome to RefNet' },
  { path: '/policy', owner: 'shell', access: 'public', title: 'Policies' },
  { path: '/faqs', owner: 'shell', access: 'public', title: 'Frequently asked questions' },
  { path: '/help', owner: 'shell', access: 'public', title: 'Help' },
  { path: '/server-error', owner: 'shell', access: 'public', title: 'Server unavailable' },
  { path: '/login', owner: 'mf_auth', access: 'guest-only', title: 'Login' },
  { path: '/register', owner: 'mf_auth', access: 'guest-only', title: 'Register as a clinician' },
  { path: '/register/verify-email', owner: 'mf_auth', access: 'public', title: 'Verify your e-mail' },
  {
    path: `/register/verify-email/${VERIFY}`,
    owner: 'mf_auth',
    access: 'public',
    title: 'Verify your e-mail',
  },
  {
    path: '/register/pending-account-approval',
    owner: 'mf_auth',
    access: 'public',
    title: 'Account pending approval',
  },
  {
    path: '/register-delegate/verify-email',
    owner: 'mf_auth',
    access: 'public',
    title: 'Delegate registration',
  },
  {
    path: `/register-delegate/verify-email/${VERIFY}`,
    owner: 'mf_auth',
    access: 'public',
    title: 'Delegate registration',
  },
  {
    path: '/register-delegate/verify-email-error',
    owner: 'mf_auth',
    access: 'public',
    title: 'Registration failed',
  },
  { path: '/user/send-reset-email', owner: 'mf_auth', access: 'guest-only', title: 'Reset your password' },
  {
    path: '/user/password-reset-success',
    owner: 'mf_auth',
    access: 'guest-only',
    title: 'Check your e-mail',
  },
  { path: '/user/set-new-password', owner: 'mf_auth', access: 'guest-only', title: 'Set a new password' },
  {
    path: `/user/set-new-password/${VERIFY}`,
    owner: 'mf_auth',
    access: 'guest-only',
    title: 'Set a new password',
  },
  { path: '/registered/check-email', owner: 'mf_auth', access: 'public', title: 'Check your e-mail' },
  {
    path: '/registered/verification-pending',
    owner: 'mf_auth',
    access: 'public',
    title: 'Verification pending',
  },
  { path: '/registered/complete', owner: 'mf_auth', access: 'public', title: 'Registration complete' },

  { path: '/dashboard', owner: 'shell', access: 'authenticated', title: 'Dashboard' },
  { path: '/auth/help', owner: 'shell', access: 'authenticated', title: 'Help' },
  { path: '/profile', owner: 'mf_auth', access: 'authenticated', title: 'Profile' },
  { path: '/delegates', owner: 'mf_auth', access: 'clinician', title: 'Delegate Management' },
  // Staff have no profile page: their two-factor settings (issue 22) are a page of their own.
  { path: '/account/two-factor', owner: 'mf_auth', access: 'staff', title: 'Two-factor sign-in' },
  { path: '/patients', owner: 'mf_patients', access: 'clinical', title: 'Patients' },
  {
    path: '/patients/add',
    owner: 'mf_patients',
    access: 'clinical',
    title: 'Enter Patient Information',
  },
  {
    path: '/patients/:patientId(\\d+)/edit',
    owner: 'mf_patients',
    access: 'clinical',
    title: 'Update Patient Information',
  },
  { path: '/referrals/inbound', owner: 'mf_referrals', access: 'clinical', title: 'Referrals Received' },
  { path: '/referrals/outbound', owner: 'mf_referrals', access: 'clinical', title: 'Referrals Made' },
  { path: '/referral/add', owner: 'mf_referrals', access: 'clinical', title: 'Make a referral' },
  {
    path: '/referral/direct-to-clinician',
    owner: 'mf_referrals',
    access: 'clinical',
    title: 'Refer to a clinician',
  },
  {
    // clinicianId is a clinician role profile (crp) id: the clinician at one clinic (GET /user-crp-information/{id}/).
    path: '/referral/direct-to-clinician/:clinicianId(\\d+)/add',
    owner: 'mf_referrals',
    access: 'clinical',
    title: 'Refer to a clinician',
  },
  {
    path: '/referral/patient-selected',
    owner: 'mf_referrals',
    access: 'clinical',
    title: 'Refer a patient',
  },
  {
    path: '/referral/patient-selected/:patientId(\\d+)/add',
    owner: 'mf_referrals',
    access: 'clinical',
    title: 'Refer a patient',
  },
  { path: '/clinicians', owner: 'mf_clinicians', access: 'authenticated', title: 'Search our clinicians' },
  {
    path: '/clinicians/user/:userProfileId(\\d+)',
    owner: 'mf_clinicians',
    access: 'authenticated',
    title: 'Clinician Information',
  },

  { path: '/staff/users', owner: 'mf_admin', access: 'staff', title: 'Users' },
  { path: '/staff/clinician-roles', owner: 'mf_admin', access: 'staff', title: 'Clinicians' },
  { path: '/staff/patients', owner: 'mf_admin', access: 'staff', title: 'Patients' },
  { path: '/staff/referrals', owner: 'mf_admin', access: 'staff', title: 'Referrals' },
  { path: '/staff/insurers', owner: 'mf_admin', access: 'staff', title: 'Insurance Providers' },
  { path: '/staff/api-tokens', owner: 'mf_admin', access: 'staff', title: 'API tokens' },
  { path: '/staff/add-admin', owner: 'mf_admin', access: 'full-admin', title: 'Add new admin user' },
  { path: '/admin/users-list-download', owner: 'mf_admin', access: 'staff', title: 'Download users list' },
  {
    path: '/admin/crps-list-download',
    owner: 'mf_admin',
    access: 'staff',
    title: 'Download clinicians list',
  },
  {
    path: '/admin/patients-list-download',
    owner: 'mf_admin',
    access: 'staff',
    title: 'Download patients list',
  },
  {
    path: '/admin/referrals-list-download',
    owner: 'mf_admin',
    access: 'staff',
    title: 'Download referrals list',
  },
  {
    path: '/admin/insurers-list-download',
    owner: 'mf_admin',
    access: 'staff',
    title: 'Download insurers list',
  },
];

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

const PARAM = /^:(\w+)(?:\((.+)\))?$/;

/** A path segment as text, or null when its percent-escapes do not decode (`%E0`): no route holds it. */
function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    const param = PARAM.exec(segment);
    if (!param) {
      if (segment !== value) return null;
      continue;
    }
    const [, name = '', constraint] = param;
    if (constraint && !new RegExp(`^(?:${constraint})$`).test(value)) return null;
    const decoded = decodeSegment(value);
    if (decoded === null) return null;
    params[name] = decoded;
  }
  return params;
}

/** The route a pathname belongs to (trailing slashes ignored), or null for the 404 screen. */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}
