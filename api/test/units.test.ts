import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loginRequestSchema } from '@refnet/contracts';
import { cacheControlFor } from '../src/http/cache-control.js';
import { describeIssues } from '../src/http/zod-validation.js';
import { primaryGroup, toIdentity } from '../src/modules/accounts/identity.js';
import { contentSecurityPolicy, remoteOrigins } from '../src/plugins/security-headers.js';
import { readTokenHeader } from '../src/security/tokens.js';

describe('primaryGroup (SPEC §3 priority)', () => {
  const cases: Array<[Parameters<typeof primaryGroup>[0], string]> = [
    [[], 'Clinician'],
    [['Clinician'], 'Clinician'],
    [['Patient'], 'Patient'],
    [['Delegate', 'Patient'], 'Delegate'],
    [['Staff', 'Delegate'], 'Staff'],
    [['Clinician', 'Staff', 'Full Admin'], 'Full Admin'],
  ];
  for (const [groups, expected] of cases) {
    test(`${JSON.stringify(groups)} → ${expected}`, () => assert.equal(primaryGroup(groups), expected));
  }

  test('isAdmin for Staff and Full Admin only; isPatient from the profile or the group', () => {
    const row = {
      id: 1,
      username: 'a',
      email: 'a',
      firstName: '',
      lastName: '',
      isStaff: false,
      isPatient: false,
      isVerified: false,
    };
    assert.equal(toIdentity({ ...row, groups: ['Staff'] }).isAdmin, true);
    assert.equal(
      toIdentity({ ...row, groups: ['Staff'] }).isVerified,
      true,
      'staff are never awaiting approval',
    );
    assert.equal(toIdentity({ ...row, groups: ['Clinician'] }).isVerified, false);
    assert.equal(toIdentity({ ...row, isVerified: true, groups: ['Clinician'] }).isVerified, true);
    assert.equal(toIdentity({ ...row, groups: ['Delegate'] }).isAdmin, false);
    assert.equal(toIdentity({ ...row, groups: ['Patient'] }).isPatient, true);
    assert.equal(toIdentity({ ...row, isPatient: true, groups: [] }).isPatient, true);
    assert.deepEqual(toIdentity({ ...row, groups: ['Unknown group'] }).groups, []);
  });
});

describe('cacheControlFor', () => {
  const cases: Array<[string, string]> = [
    ['/dist/index.html', 'no-cache'],
    ['/dist/mf-manifest.json', 'no-cache'],
    ['/dist/remoteEntry.js', 'no-cache'],
    ['/dist/config.json', 'no-cache'],
    ['/dist/main.js', 'no-cache'],
    ['/dist/vendors-node_modules_react.3fa2b1c4.js', 'public, max-age=31536000, immutable'],
    ['/dist/app.0badc0de.css', 'public, max-age=31536000, immutable'],
    ['/dist/app.0BADC0DE.css', 'no-cache'],
    ['/dist/app.3fa2b1c.js', 'no-cache'],
    ['/dist/app.3fa2b1c4.js.map', 'no-cache'],
  ];
  for (const [file, expected] of cases) {
    test(`${file} → ${expected}`, () => assert.equal(cacheControlFor(file), expected));
  }
});

describe('readTokenHeader', () => {
  test('accepts "Token <token>" only', () => {
    assert.equal(readTokenHeader('Token abc-DEF_123'), 'abc-DEF_123');
    assert.equal(readTokenHeader('  Token   abc  '), 'abc');
    for (const header of [undefined, '', 'Token', 'token abc', 'Bearer abc', 'Token a b', 'Token a=b']) {
      assert.equal(readTokenHeader(header), undefined, String(header));
    }
  });
});

describe('describeIssues', () => {
  const message = (body: unknown) => {
    const result = loginRequestSchema.safeParse(body, { reportInput: true });
    assert.equal(result.success, false);
    return describeIssues(result.error!.issues);
  };
  test('names the field and says what is wrong', () => {
    assert.equal(message({ password: 'x' }), 'username: Required');
    assert.equal(message({ username: ['a'], password: 'x' }), 'username: Expected string');
    assert.equal(message(undefined), 'Request body is required.');
    assert.equal(message(7), 'Request body must be a JSON object.');
  });
});

describe('content security policy', () => {
  const remotes = {
    mf_auth: '/remotes/mf-auth/mf-manifest.json',
    mf_referrals: 'https://cdn.example/mf-referrals/mf-manifest.json',
    mf_patients: 'https://cdn.example/mf-patients/mf-manifest.json',
    mf_clinicians: 'http://localhost:3004/mf-manifest.json',
    mf_admin: '/remotes/mf-admin/mf-manifest.json',
  };
  test('adds each distinct remote origin once to script-src and connect-src', () => {
    assert.deepEqual(remoteOrigins(remotes), ['https://cdn.example', 'http://localhost:3004']);
    const csp = contentSecurityPolicy({ remotes });
    assert.deepEqual(csp.scriptSrc, [
      "'self'",
      'https://cdn.example',
      'http://localhost:3004',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    assert.deepEqual(csp.connectSrc, [
      "'self'",
      'https://cdn.example',
      'http://localhost:3004',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
    ]);
  });
});
