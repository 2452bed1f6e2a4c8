import { PENDING_APPROVAL_PATH, redirectFor } from './guards';
import { sessionFor as session } from '../testing/sessionFor';

describe('redirectFor', () => {
  it('sends visitors without a token from authenticated and staff routes to /login', () => {
    expect(redirectFor('/dashboard', null)).toBe('/login');
    expect(redirectFor('/patients/12/edit', null)).toBe('/login');
    expect(redirectFor('/staff/users', null)).toBe('/login');
    expect(redirectFor('/staff/add-admin', null)).toBe('/login');
  });

  it('lets visitors open public and guest-only routes', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/faqs',
      '/user/set-new-password/a/b/c',
      '/registered/complete',
    ]) {
      expect(redirectFor(path, null)).toBeNull();
    }
  });

  it('sends signed-in users from login, landing and reset screens to /dashboard', () => {
    for (const path of ['/', '/login', '/register', '/user/send-reset-email', '/user/set-new-password']) {
      expect(redirectFor(path, session('Clinician'))).toBe('/dashboard');
    }
    expect(redirectFor('/faqs', session('Clinician'))).toBeNull();
  });

  it('keeps non-staff out of /staff and /admin routes', () => {
    expect(redirectFor('/staff/users', session('Clinician'))).toBe('/dashboard');
    expect(redirectFor('/admin/users-list-download', session('Delegate'))).toBe('/dashboard');
    expect(redirectFor('/staff/users', session('Staff'))).toBeNull();
    expect(redirectFor('/admin/referrals-list-download', session('Full Admin'))).toBeNull();
  });

  it('sends staff from patients and referrals to their dashboard, and lets clinicians and delegates in', () => {
    const clinicalPaths = [
      '/patients',
      '/patients/add',
      '/patients/12/edit',
      '/referrals/inbound',
      '/referrals/outbound',
      '/referral/add',
      '/referral/direct-to-clinician/3/add',
      '/referral/patient-selected/4/add',
    ];
    for (const path of clinicalPaths) {
      expect(redirectFor(path, session('Staff'))).toBe('/dashboard');
      expect(redirectFor(path, session('Full Admin'))).toBe('/dashboard');
      expect(redirectFor(path, session('Clinician'))).toBeNull();
      expect(redirectFor(path, session('Delegate'))).toBeNull();
      expect(redirectFor(path, null)).toBe('/login');
    }
    // Staff may still find a clinician (SPEC §2.15) and use their dashboard.
    expect(redirectFor('/clinicians', session('Staff'))).toBeNull();
    expect(redirectFor('/dashboard', session('Staff'))).toBeNull();
  });

  it('lets a malformed percent-escape through to the 404 screen instead of throwing', () => {
    expect(redirectFor('/register/verify-email/%E0/a/b', null)).toBeNull();
    expect(redirectFor('/register/verify-email/%E0/a/b', session('Clinician'))).toBeNull();
  });

  it('opens delegate management to clinicians only: delegates and staff have no delegates', () => {
    expect(redirectFor('/delegates', null)).toBe('/login');
    expect(redirectFor('/delegates', session('Delegate'))).toBe('/dashboard');
    expect(redirectFor('/delegates', session('Staff'))).toBe('/dashboard');
    expect(redirectFor('/delegates', session('Clinician'))).toBeNull();
  });

  it("opens staff's own two-factor page to staff; clinicians and delegates have it in their profile", () => {
    expect(redirectFor('/account/two-factor', null)).toBe('/login');
    expect(redirectFor('/account/two-factor', session('Staff'))).toBeNull();
    expect(redirectFor('/account/two-factor', session('Full Admin'))).toBeNull();
    expect(redirectFor('/account/two-factor', session('Clinician'))).toBe('/dashboard');
  });

  it('opens add-admin to full admins only', () => {
    expect(redirectFor('/staff/add-admin', session('Staff'))).toBe('/dashboard');
    expect(redirectFor('/staff/add-admin', session('Full Admin'))).toBeNull();
  });

  it('lets unknown paths through to the 404 screen', () => {
    expect(redirectFor('/no/such/page', null)).toBeNull();
  });

  describe('for a signed-in user the team has not approved yet', () => {
    const unapproved = { ...session('Clinician'), isVerified: false };

    it('opens pending approval, profile, help, policies and FAQs', () => {
      for (const path of [PENDING_APPROVAL_PATH, '/profile', '/auth/help', '/help', '/policy', '/faqs']) {
        expect(redirectFor(path, unapproved)).toBeNull();
      }
    });

    it('sends every other authenticated, staff and guest-only route to pending approval', () => {
      for (const path of [
        '/dashboard',
        '/patients',
        '/referrals/inbound',
        '/delegates',
        '/staff/users',
        '/login',
        '/',
      ]) {
        expect(redirectFor(path, unapproved)).toBe(PENDING_APPROVAL_PATH);
      }
    });

    it('leaves other public routes and unknown paths alone', () => {
      expect(redirectFor('/register/verify-email', unapproved)).toBeNull();
      expect(redirectFor('/no/such/page', unapproved)).toBeNull();
    });

    it('does not hold back approved users', () => {
      expect(redirectFor('/dashboard', session('Clinician'))).toBeNull();
      expect(redirectFor(PENDING_APPROVAL_PATH, session('Clinician'))).toBeNull();
    });
  });
});
