/** @jest-environment node */
import {
  headerMenuFor,
  INVITE_CLINICIAN_KEY,
  selectedKeysFor,
  type HeaderContext,
  type HeaderItem,
} from './headerMenu';
import { sessionFor as session } from '../testing/sessionFor';

const labels = (items: readonly HeaderItem[] | null) => (items ?? []).map((item) => item.label);
const childLabels = (items: readonly HeaderItem[], key: string) =>
  labels(items.find((i) => i.key === key)?.children ?? []);
const context = (overrides: Partial<HeaderContext>): HeaderContext => ({
  session: null,
  pathname: '/',
  notificationCount: -1,
  canCreateReferrals: true,
  ...overrides,
});

describe('headerMenuFor', () => {
  it('shows visitors Login, Register and Help, hiding Register on register pages', () => {
    expect(labels(headerMenuFor(context({})).main)).toEqual(['Login', 'Register', 'Help']);
    expect(labels(headerMenuFor(context({ pathname: '/register/verify-email' })).main)).toEqual([
      'Login',
      'Help',
    ]);
    expect(headerMenuFor(context({})).profile).toBeNull();
  });

  it('shows clinicians the clinical menus and their profile menu', () => {
    const menu = headerMenuFor(context({ session: session('Clinician') }));
    expect(labels(menu.main)).toEqual([
      'Dashboard',
      'Referrals',
      'Find a clinician',
      'Patients',
      'Invite a clinician',
    ]);
    expect(childLabels(menu.main, 'referrals')).toEqual([
      'Make referral',
      'Referrals received',
      'Referrals made',
    ]);
    expect(childLabels(menu.main, 'patients')).toEqual(['Add new patient', 'View patients']);
    expect(labels(menu.profile)).toEqual([
      'View/update',
      'Delegate accounts',
      'Suggest a feature',
      'Help',
      'Logout',
    ]);
  });

  it('hides creating items without the create permission and delegate accounts from delegates', () => {
    const menu = headerMenuFor(context({ session: session('Delegate'), canCreateReferrals: false }));
    expect(childLabels(menu.main, 'referrals')).toEqual(['Referrals received', 'Referrals made']);
    expect(childLabels(menu.main, 'patients')).toEqual(['View patients']);
    expect(labels(menu.main)).toContain('Invite a clinician');
    expect(labels(menu.profile)).toEqual(['View/update', 'Suggest a feature', 'Help', 'Logout']);
  });

  it('badges the referrals menu only when the count is above 0', () => {
    const badge = (count: number | null) =>
      headerMenuFor(context({ session: session('Clinician'), notificationCount: count })).main.find(
        (item) => item.key === 'referrals',
      )?.badge;
    expect(badge(3)).toBe(3);
    expect(badge(0)).toBeUndefined();
    expect(badge(-1)).toBeUndefined();
    expect(badge(null)).toBeUndefined();
  });

  it('shows staff the admin menu; only full admins may add admins', () => {
    const staff = headerMenuFor(context({ session: session('Staff') }));
    expect(labels(staff.main)).toEqual(['Find a clinician', 'Invite a clinician', 'Admin']);
    expect(childLabels(staff.main, 'admin')).toEqual([
      'Users',
      'Clinician Roles',
      'Patients',
      'Referrals',
      'Insurers',
      'API tokens',
    ]);
    expect(labels(staff.profile)).toEqual(['Two-factor sign-in', 'Suggest a feature', 'Help', 'Logout']);
    expect(labels(headerMenuFor(context({ session: session('Full Admin') })).profile)).toEqual([
      'Add new admin',
      'Two-factor sign-in',
      'Suggest a feature',
      'Help',
      'Logout',
    ]);
  });
  it('offers "Invite a clinician" to verified clinicians, delegates and staff, not to visitors', () => {
    const invites = (overrides: Partial<HeaderContext>) =>
      headerMenuFor(context(overrides)).main.some((item) => item.key === INVITE_CLINICIAN_KEY);
    for (const group of ['Clinician', 'Delegate', 'Staff', 'Full Admin'] as const) {
      expect(invites({ session: session(group) })).toBe(true);
      expect(invites({ session: { ...session(group), isVerified: false } })).toBe(false);
    }
    expect(invites({})).toBe(false);
  });

  it('offers "Invite a clinician" as an action, not a route', () => {
    const invite = headerMenuFor(context({ session: session('Clinician') })).main.find(
      (item) => item.key === INVITE_CLINICIAN_KEY,
    );
    expect(invite).toEqual({ key: INVITE_CLINICIAN_KEY, label: 'Invite a clinician' });
  });

  it('shows a user awaiting approval only Profile, Help and Logout', () => {
    for (const group of ['Clinician', 'Delegate'] as const) {
      const menu = headerMenuFor(context({ session: { ...session(group), isVerified: false } }));
      expect(menu.main).toEqual([]);
      expect(labels(menu.profile)).toEqual(['View/update', 'Help', 'Logout']);
    }
  });
});

describe('selectedKeysFor', () => {
  const { main } = headerMenuFor(context({ session: session('Clinician') }));

  it('highlights the item for the current path and the menu holding it', () => {
    expect(selectedKeysFor(main, '/referrals/inbound')).toEqual(['referrals', 'referrals-received']);
    expect(selectedKeysFor(main, '/clinicians')).toEqual(['clinicians']);
  });

  it('highlights nothing on a path no item leads to', () => {
    expect(selectedKeysFor(main, '/profile')).toEqual([]);
  });
});
