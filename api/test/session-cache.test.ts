import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { authTokens } from '../src/db/schema.js';
import type { Session } from '../src/modules/accounts/service.js';
import { SessionCache } from '../src/modules/accounts/session-cache.js';
import { hashToken } from '../src/security/tokens.js';
import { ADMIN, CLINICIAN, authorization, setUpTestApp, tokenFor } from './helpers/app.js';
import { newReferralClinician, sendReferral } from './helpers/referrals.js';

const INVALID = { detail: AUTH_DETAIL.invalid };

describe('SessionCache', () => {
  const session = { tokenId: 1 } as Session;

  test('keeps a session for its time to live, then forgets it', () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, 10, () => now);
    cache.set('a', session);
    now += 4_999;
    assert.equal(cache.get('a'), session);
    now += 1;
    assert.equal(cache.get('a'), undefined);
  });

  test('holds at most its size, dropping the oldest first', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', session);
    cache.set('b', session);
    cache.set('c', session);
    assert.deepEqual(
      ['a', 'b', 'c'].map((key) => cache.get(key) !== undefined),
      [false, true, true],
    );
  });

  test('with a time to live of 0 it keeps nothing', () => {
    const cache = new SessionCache(0);
    cache.set('a', session);
    assert.equal(cache.get('a'), undefined);
  });
});

describe('the API with a session cache', () => {
  let app: RefnetApp;
  let db: Database;
  setUpTestApp((started) => ({ app, db } = started), { SESSION_CACHE_SECONDS: '60' });

  const checkAuth = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/user/check-auth/', headers: authorization(token) });
  /** Revokes a token behind the server's back, as another server of the same database would. */
  const revokeElsewhere = (token: string) =>
    db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));

  test('reuses a session it has read: a token revoked by another server works here until a write', async () => {
    const token = await tokenFor(app, CLINICIAN);
    assert.equal((await checkAuth(token)).statusCode, 200);
    await revokeElsewhere(token);
    assert.equal((await checkAuth(token)).statusCode, 200, 'read from the cache');

    // Any write answered here (another user's logout) empties the cache.
    const other = await tokenFor(app, ADMIN);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/logout/',
      headers: authorization(other),
    });
    assert.equal(logout.statusCode, 200, logout.body);
    const refused = await checkAuth(token);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), INVALID);
  });

  test('a referral write keeps the sessions it has read: it changes no account', async () => {
    const sender = await newReferralClinician(app, db, 'session-cache.sender');
    const receiver = await newReferralClinician(app, db, 'session-cache.receiver');
    const patient = await sender.patients.create();
    const token = await tokenFor(app, CLINICIAN);
    assert.equal((await checkAuth(token)).statusCode, 200);
    await revokeElsewhere(token);
    const referral = await sendReferral(sender, patient.id, receiver);
    const accepted = await receiver.call('POST', `/referrals/accept/${referral.id}/`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((await checkAuth(token)).statusCode, 200, 'still read from the cache');
  });

  test('a logout takes effect at once for the token it ends', async () => {
    const token = await tokenFor(app, CLINICIAN);
    assert.equal((await checkAuth(token)).statusCode, 200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/logout/',
      headers: authorization(token),
    });
    assert.equal(logout.statusCode, 200, logout.body);
    assert.deepEqual((await checkAuth(token)).json(), INVALID);
  });

  test('an unknown token is never cached as valid', async () => {
    const response = await checkAuth('not-a-token-anyone-was-given');
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), INVALID);
  });
});
