/** @jest-environment node */
import { matchRoute, ROUTES } from './routes';

describe('matchRoute', () => {
  it('finds static routes and ignores trailing slashes', () => {
    expect(matchRoute('/dashboard')?.route.owner).toBe('shell');
    expect(matchRoute('/referrals/inbound/')?.route.title).toBe('Referrals Received');
    expect(matchRoute('/')?.route.title).toBe('Welcome to RefNet');
  });

  it('extracts parameters', () => {
    const match = matchRoute('/register/verify-email/abc/def/123');
    expect(match?.route.owner).toBe('mf_auth');
    expect(match?.params).toEqual({ userHash: 'abc', timeHash: 'def', verificationCode: '123' });
  });

  it('only accepts integer patient and clinician ids', () => {
    expect(matchRoute('/patients/42/edit')?.params).toEqual({ patientId: '42' });
    expect(matchRoute('/patients/abc/edit')).toBeNull();
    expect(matchRoute('/clinicians/user/7')?.route.title).toBe('Clinician Information');
    expect(matchRoute('/clinicians/user/x')).toBeNull();
  });

  it('returns null, never throws, for a path whose percent-escapes do not decode', () => {
    expect(matchRoute('/register/verify-email/%E0/a/b')).toBeNull();
    expect(matchRoute('/register/verify-email/a/%/b')).toBeNull();
    expect(matchRoute('/register/verify-email/%C3%A9/a/b')?.params.userHash).toBe('é');
  });

  it('opens patients and referrals to clinicians and delegates only (clinical access)', () => {
    const clinical = ROUTES.filter((route) => route.access === 'clinical').map((route) => route.path);
    expect(clinical).toHaveLength(10);
    expect(clinical.every((path) => /^\/(patients|referrals?)(\/|$)/.test(path))).toBe(true);
    expect(matchRoute('/clinicians')?.route.access).toBe('authenticated');
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/dashboard/extra')).toBeNull();
  });

  it('lists every SPEC §2.1–2.3 route exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // SPEC's routes, /staff/api-tokens (issue 21) and /account/two-factor (issue 22).
    expect(paths).toHaveLength(49);
    expect(ROUTES.filter((route) => route.access === 'full-admin').map((route) => route.path)).toEqual([
      '/staff/add-admin',
    ]);
  });
});
