import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { AWAITING_APPROVAL_MESSAGE } from '@refnet/contracts/accounts';
import {
  API_TOKEN_TEXTS,
  MAX_ACTIVE_API_TOKENS,
  apiTokensResponseSchema,
  createApiTokenResponseSchema,
  staffApiTokensResponseSchema,
  type CreateApiTokenResponse,
  type StaffApiTokensResponse,
} from '@refnet/contracts/api-tokens';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { adminAuditEvents, apiTokenUses, apiTokens, patients } from '../src/db/schema.js';
import { API_TOKEN_API_MESSAGES } from '../src/modules/api-tokens/messages.js';
import { STAFF } from './helpers/admin.js';
import { danger, setUpTestApp, startApp } from './helpers/app.js';
import { createTestUser, signIn, userIdOf, type Caller } from './helpers/clinicians.js';
import {
  ENDPOINTS,
  arrangeFixture,
  assertAllowed,
  assertRefused,
  mayCall,
  refusalOf,
  type Permissions,
} from './helpers/delegate-endpoints.js';
import { encodeForm, validPatient } from './helpers/patients.js';
import {
  newReferralClinician,
  newReferralDelegate,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';

// Issue 21: personal API tokens. A token is made by a signed-in clinician or delegate, shown once, stored as
// its SHA-256, and then acts exactly as its owner (a delegate's with the delegate's permissions) until it
// expires or is revoked, with its own rate limit and a row in the audit trail per request.

let app: RefnetApp;
let db: Database;
let handle: DatabaseHandle;
setUpTestApp((started) => ({ app, db, handle } = started));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** A request under /api/v1 made with the API token `secret`, on `server` (the test's app by default). */
const withToken = (
  secret: string,
  method: Method,
  url: string,
  payload?: object,
  server: RefnetApp = app,
): Promise<LightMyRequestResponse> =>
  server.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(secret),
    ...(payload === undefined ? {} : { payload }),
  });

/** A new token of the signed-in `owner`; fails the test unless it is made. */
async function newToken(
  owner: Caller | ReferralCaller['call'],
  name: string,
  expiresInDays = 90,
): Promise<CreateApiTokenResponse> {
  const response = await owner('POST', '/api-tokens/', { name, expiresInDays });
  assert.equal(response.statusCode, 200, response.body);
  return createApiTokenResponseSchema.parse(response.json());
}

const tokenRow = async (id: number) => (await db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;

const usesOf = async (tokenId: number) => {
  await app.apiTokenUses.idle();
  return db
    .select()
    .from(apiTokenUses)
    .where(eq(apiTokenUses.tokenId, tokenId))
    .orderBy(asc(apiTokenUses.id));
};

/** A ReferralCaller that calls with an API token instead of the session. */
const tokenCaller = (user: ReferralCaller['user'], secret: string): ReferralCaller => ({
  user,
  call: (method, url, payload) => withToken(secret, method, url, payload),
});

let a: ReferralClinician;
let b: ReferralClinician;
let staff: Caller;

before(async () => {
  a = await newReferralClinician(app, db, 'tokens-a');
  b = await newReferralClinician(app, db, 'tokens-b', 'Dentist');
  staff = await signIn(app, STAFF);
});

describe('making a token', () => {
  test('the answer shows the token once; the database keeps only its hash and its first characters', async () => {
    const created = await newToken(a.call, 'Practice system');
    const { secret, token } = created;
    assert.match(secret, /^rn_pat_[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(created.message, {
      variant: 'success',
      message: API_TOKEN_TEXTS.created('Practice system'),
    });
    assert.equal(token.name, 'Practice system');
    assert.equal(token.displayPrefix, secret.slice(0, 13));
    assert.equal(token.state, 'active');
    assert.equal(token.lastUsedAt, null);
    const days = (Date.parse(token.expiresAt) - Date.parse(token.createdAt)) / 86_400_000;
    assert.equal(Math.round(days), 90);

    const row = await tokenRow(token.id);
    assert.equal(row.tokenHash, createHash('sha256').update(secret).digest('hex'));
    assert.equal(row.userId, a.user.userId);
    const stored = JSON.stringify(await db.execute(sql`select * from api_tokens where id = ${token.id}`));
    assert.ok(!stored.includes(secret.slice(13)), 'the secret part is stored nowhere');

    const listed = await a.call('GET', '/api-tokens/');
    assert.equal(listed.statusCode, 200, listed.body);
    assert.ok(!listed.body.includes(secret.slice(13)), 'no read shows the token again');
    const { tokens } = apiTokensResponseSchema.parse(listed.json());
    assert.deepEqual(tokens[0], token);
  });

  test('names are trimmed, unique among the tokens not revoked, and lifetimes are 7, 30, 90 or 365 days', async () => {
    const owner = await newReferralClinician(app, db, 'tokens-names');
    const first = await newToken(owner.call, '  Lab feed  ', 7);
    assert.equal(first.token.name, 'Lab feed');
    assert.equal(
      Math.round((Date.parse(first.token.expiresAt) - Date.parse(first.token.createdAt)) / 86_400_000),
      7,
    );
    const again = await owner.call('POST', '/api-tokens/', { name: 'Lab feed', expiresInDays: 30 });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), danger(API_TOKEN_TEXTS.nameTaken('Lab feed')));

    const revoked = await owner.call('DELETE', `/api-tokens/${first.token.id}/`);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal((await newToken(owner.call, 'Lab feed', 365)).token.name, 'Lab feed');
    // Another person may use the same name.
    await newToken(b.call, 'Lab feed');
  });

  test(`at most ${MAX_ACTIVE_API_TOKENS} active tokens each; expired ones do not count`, async () => {
    const owner = await newReferralClinician(app, db, 'tokens-many');
    const made: number[] = [];
    for (let index = 1; index <= MAX_ACTIVE_API_TOKENS; index += 1)
      made.push((await newToken(owner.call, `System ${index}`)).token.id);
    const refused = await owner.call('POST', '/api-tokens/', { name: 'One too many', expiresInDays: 7 });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), danger(API_TOKEN_TEXTS.tooMany));

    await db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, made[0]!));
    await newToken(owner.call, 'One more');
  });

  test('bad input is a 400 that says what to change, never a 500', async () => {
    const cases: [body: unknown, message: string][] = [
      [{ name: '', expiresInDays: 90 }, API_TOKEN_TEXTS.nameRequired],
      [{ name: '   ', expiresInDays: 90 }, API_TOKEN_TEXTS.nameRequired],
      [{ name: 'x'.repeat(61), expiresInDays: 90 }, API_TOKEN_TEXTS.nameTooLong],
      [{ name: 'Tab\there', expiresInDays: 90 }, 'Remove the invisible control characters from this field.'],
      [{ name: 'CRM', expiresInDays: 45 }, `expiresInDays: ${API_TOKEN_TEXTS.expiryInvalid}`],
      [{ name: 'CRM', expiresInDays: '90' }, `expiresInDays: ${API_TOKEN_TEXTS.expiryInvalid}`],
      [{ name: 'CRM' }, `expiresInDays: ${API_TOKEN_TEXTS.expiryInvalid}`],
      [{ expiresInDays: 90 }, 'name: Required'],
      [[], 'Request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await a.call('POST', '/api-tokens/', body as object);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.deepEqual(response.json(), danger(message), JSON.stringify(body));
    }
    for (const id of ['abc', '0', '99999999999', '-1']) {
      const response = await a.call('DELETE', `/api-tokens/${id}/`);
      assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
      assert.deepEqual(response.json(), danger(API_TOKEN_TEXTS.idInvalid));
    }
  });

  test('staff make no tokens, nor does a clinician the team has not approved', async () => {
    const refused = await staff('POST', '/api-tokens/', { name: 'Staff script', expiresInDays: 7 });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), danger(API_TOKEN_API_MESSAGES.staffCannotCreate));

    const unverified = await createTestUser(db, { email: 'tokens-unverified@refnet.test', verified: false });
    const waiting = await signIn(app, unverified);
    const answer = await waiting('POST', '/api-tokens/', { name: 'Too early', expiresInDays: 7 });
    assert.equal(answer.statusCode, 403);
    assert.deepEqual(answer.json(), danger(AWAITING_APPROVAL_MESSAGE));
    // Listing one's own (none) works for anyone signed in.
    assert.deepEqual((await waiting('GET', '/api-tokens/')).json(), { tokens: [] });
  });
});

describe('using a token', () => {
  test('over HTTP, a token reads and writes exactly as its clinician', async () => {
    const { secret } = await newToken(a.call, 'Over HTTP');
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const get = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(`${address}/api/v1${path}`, { headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    for (const path of ['/user/check-auth/', '/patient/list/', '/referrals/list/outbound', '/clinics/']) {
      const asToken = await get(path, bearer(secret));
      const asSession = await get(path, a.patients.headers);
      assert.equal(asToken.status, 200, `${path}: ${JSON.stringify(asToken.body)}`);
      assert.deepEqual(asToken.body, asSession.body, path);
    }

    const { payload, contentType } = await encodeForm(validPatient({ lastName: 'Tokenmade' }), 'json');
    const created = await fetch(`${address}/api/v1/patient/create/`, {
      method: 'POST',
      headers: { ...bearer(secret), 'content-type': contentType },
      body: payload as string,
    });
    assert.equal(created.status, 200, await created.clone().text());
    const { patient } = ((await created.json()) as { currentPatient: { patient: { id: number } } })
      .currentPatient;
    const [row] = await db.select().from(patients).where(eq(patients.id, patient.id));
    assert.equal(row?.createdByUserProfileId, a.user.userProfileId);
    assert.equal(row?.enteredByUserProfileId, a.user.userProfileId);
  });

  test('a token in the other scheme, or a session key sent as Bearer, opens nothing', async () => {
    const { secret } = await newToken(a.call, 'Wrong scheme');
    const asSessionKey = await app.inject({
      method: 'GET',
      url: '/api/v1/patient/list/',
      headers: { authorization: `Token ${secret}` },
    });
    assert.equal(asSessionKey.statusCode, 403);
    assert.deepEqual(asSessionKey.json(), { detail: AUTH_DETAIL.invalid });
    const sessionKey = a.patients.headers.authorization.replace(/^Token /, '');
    const sessionAsBearer = await app.inject({
      method: 'GET',
      url: '/api/v1/patient/list/',
      headers: bearer(sessionKey),
    });
    assert.equal(sessionAsBearer.statusCode, 403);
    assert.deepEqual(sessionAsBearer.json(), { detail: AUTH_DETAIL.missing });
    const unknown = await withToken(`rn_pat_${'x'.repeat(43)}`, 'GET', '/patient/list/');
    assert.deepEqual([unknown.statusCode, unknown.json()], [403, { detail: AUTH_DETAIL.invalid }]);
  });

  test('each request is recorded with the token’s name and the route, and sets its last use', async () => {
    const { token, secret } = await newToken(a.call, 'Audited system');
    assert.equal((await withToken(secret, 'GET', '/patient/list/')).statusCode, 200);
    assert.equal((await withToken(secret, 'GET', '/patient/999999/')).statusCode, 404);
    assert.equal((await withToken(secret, 'POST', '/logout/')).statusCode, 403);
    const uses = await usesOf(token.id);
    assert.deepEqual(
      uses.map((use) => [use.tokenName, use.userId, use.method, use.route, use.statusCode]),
      [
        ['Audited system', a.user.userId, 'GET', '/api/v1/patient/list/', 200],
        ['Audited system', a.user.userId, 'GET', '/api/v1/patient/:id/', 404],
        ['Audited system', a.user.userId, 'POST', '/api/v1/logout/', 403],
      ],
    );
    const row = await tokenRow(token.id);
    assert.ok(row.lastUsedAt, 'last_used_at is set');
    const { tokens } = apiTokensResponseSchema.parse((await a.call('GET', '/api-tokens/')).json());
    assert.equal(tokens.find((listed) => listed.id === token.id)?.lastUsedAt, row.lastUsedAt.toISOString());
    // A session's requests are not API token uses.
    await a.call('GET', '/patient/list/');
    assert.equal((await usesOf(token.id)).length, 3);
  });

  test('a token may not make, list or revoke tokens, sign out, change the password or close the account', async () => {
    const { token, secret } = await newToken(a.call, 'Limited system');
    const refusals: [Method, string, object?][] = [
      ['GET', '/api-tokens/'],
      ['POST', '/api-tokens/', { name: 'Successor', expiresInDays: 365 }],
      ['DELETE', `/api-tokens/${token.id}/`],
      ['POST', '/logout/'],
      [
        'PUT',
        '/user/password/update/',
        { currentPassword: a.user.password, newPassword: 'Another-password-2026!' },
      ],
      ['GET', '/staff/api-tokens/'],
      ['DELETE', `/user/deactivate-account/${a.user.userProfileId}/`],
    ];
    for (const [method, url, payload] of refusals) {
      const response = await withToken(secret, method, url, payload);
      assert.equal(response.statusCode, 403, `${method} ${url}: ${response.body}`);
      assert.deepEqual(response.json(), danger(API_TOKEN_API_MESSAGES.sessionOnly), `${method} ${url}`);
    }
    assert.equal((await tokenRow(token.id)).revokedAt, null);
    assert.equal((await withToken(secret, 'GET', '/user/check-auth/')).statusCode, 200, 'still signed in');
  });

  test('an expired or revoked token is refused as an unknown one', async () => {
    const expiring = await newToken(a.call, 'Expiring');
    await db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.token.id));
    const expired = await withToken(expiring.secret, 'GET', '/patient/list/');
    assert.deepEqual([expired.statusCode, expired.json()], [403, { detail: AUTH_DETAIL.invalid }]);

    const revoking = await newToken(a.call, 'Revoking');
    assert.equal((await withToken(revoking.secret, 'GET', '/patient/list/')).statusCode, 200);
    const revoked = await a.call('DELETE', `/api-tokens/${revoking.token.id}/`);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json<{ token: { state: string } }>().token.state, 'revoked');
    const after = await withToken(revoking.secret, 'GET', '/patient/list/');
    assert.deepEqual([after.statusCode, after.json()], [403, { detail: AUTH_DETAIL.invalid }]);
    const twice = await a.call('DELETE', `/api-tokens/${revoking.token.id}/`);
    assert.deepEqual([twice.statusCode, twice.json()], [409, danger(API_TOKEN_TEXTS.alreadyRevoked)]);

    const { tokens } = apiTokensResponseSchema.parse((await a.call('GET', '/api-tokens/')).json());
    const states = Object.fromEntries(tokens.map((listed) => [listed.name, listed.state]));
    assert.equal(states.Expiring, 'expired');
    assert.equal(states.Revoking, 'revoked');
    assert.equal((await tokenRow(revoking.token.id)).revokedByUserId, a.user.userId);
  });

  test('another clinician’s token id is a 404 and the token keeps working', async () => {
    const { token, secret } = await newToken(a.call, 'Not yours');
    const refused = await b.call('DELETE', `/api-tokens/${token.id}/`);
    assert.deepEqual([refused.statusCode, refused.json()], [404, danger(API_TOKEN_TEXTS.notFound)]);
    const missing = await b.call('DELETE', '/api-tokens/2147483647/');
    assert.deepEqual([missing.statusCode, missing.json()], [404, danger(API_TOKEN_TEXTS.notFound)]);
    const { tokens } = apiTokensResponseSchema.parse((await b.call('GET', '/api-tokens/')).json());
    assert.ok(!tokens.some((listed) => listed.id === token.id), 'B does not list A’s tokens');
    assert.equal((await withToken(secret, 'GET', '/patient/list/')).statusCode, 200);
  });

  test('a token stops with its owner: a deactivated delegate’s token is refused', async () => {
    const clinician = await newReferralClinician(app, db, 'tokens-deactivates');
    const delegate = await newReferralDelegate(app, db, 'tokens-deactivated-delegate', clinician);
    const { secret } = await newToken(delegate.call, 'Delegate system');
    assert.equal((await withToken(secret, 'GET', '/patient/list/')).statusCode, 200);
    const { delegates } = (await clinician.call('GET', '/user/delegates/')).json<{
      delegates: { id: number }[];
    }>();
    const deactivated = await clinician.call('POST', '/user/delegate/deactivate/', { id: delegates[0]!.id });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    const refused = await withToken(secret, 'GET', '/patient/list/');
    assert.deepEqual([refused.statusCode, refused.json()], [403, { detail: AUTH_DETAIL.invalid }]);
  });
});

describe('a delegate’s token has the delegate’s permissions, no more', () => {
  const combinations: Permissions[] = [
    { permissionViewReferrals: true, permissionCreateReferrals: false, permissionManageReferrals: false },
    { permissionViewReferrals: false, permissionCreateReferrals: true, permissionManageReferrals: true },
  ];
  let counterpart: ReferralClinician;
  before(async () => {
    counterpart = await newReferralClinician(app, db, 'tokens-counterpart', 'Oral Surgeon');
  });
  for (const [index, permissions] of combinations.entries()) {
    describe(`view ${permissions.permissionViewReferrals}, create ${permissions.permissionCreateReferrals}, manage ${permissions.permissionManageReferrals}`, () => {
      let caller: ReferralCaller;
      let fixture: Awaited<ReturnType<typeof arrangeFixture>>;
      before(async () => {
        const clinician = await newReferralClinician(app, db, `tokens-acting-${index}`);
        const delegate = await newReferralDelegate(
          app,
          db,
          `tokens-acting-${index}-delegate`,
          clinician,
          permissions,
        );
        const { secret } = await newToken(delegate.call, 'Delegate system');
        caller = tokenCaller(delegate.user, secret);
        fixture = await arrangeFixture(db, clinician, counterpart, 'Tokenowned');
      });
      for (const endpoint of ENDPOINTS) {
        const allowed = mayCall(endpoint.needs, permissions);
        test(`${endpoint.name}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const context = { db, fixture, caller };
          if (allowed) await assertAllowed(endpoint, context, permissions);
          else await assertRefused(endpoint, context, refusalOf(endpoint, permissions));
        });
      }
    });
  }
});

describe('its own rate limit', () => {
  let limited: RefnetApp;
  before(async () => {
    limited = await startApp(handle, { API_TOKEN_RATE_LIMIT: '3', API_TOKEN_RATE_WINDOW_SECONDS: '600' });
  });
  after(async () => {
    await limited?.close();
  });

  test('a token past its budget gets 429 with Retry-After; other tokens and sessions go on', async () => {
    const busy = await newToken(a.call, 'Busy script');
    for (let request = 1; request <= 3; request += 1) {
      const answer = await withToken(busy.secret, 'GET', '/patient/list/', undefined, limited);
      assert.equal(answer.statusCode, 200, `request ${request}: ${answer.body}`);
      assert.equal(answer.headers['x-ratelimit-remaining'], String(3 - request));
    }
    const refused = await withToken(busy.secret, 'GET', '/patient/list/', undefined, limited);
    assert.equal(refused.statusCode, 429, refused.body);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 500 && retryAfter <= 600, `Retry-After ${retryAfter}`);
    assert.deepEqual(refused.json(), danger(API_TOKEN_API_MESSAGES.rateLimited(3, 600, retryAfter)));

    const calm = await newToken(a.call, 'Calm script');
    const other = await withToken(calm.secret, 'GET', '/patient/list/', undefined, limited);
    assert.equal(other.statusCode, 200, 'each token counts on its own');
    for (let request = 1; request <= 5; request += 1) {
      const asSession = await limited.inject({
        method: 'GET',
        url: '/api/v1/patient/list/',
        headers: a.patients.headers,
      });
      assert.equal(asSession.statusCode, 200, 'sessions have no such limit');
    }
    await limited.apiTokenUses.idle();
    assert.equal((await usesOf(busy.token.id)).length, 3, 'a refused request did nothing to record');
  });
});

describe('with the session cache on', () => {
  let cached: RefnetApp;
  before(async () => {
    cached = await startApp(handle, { SESSION_CACHE_SECONDS: '60' });
  });
  after(async () => {
    await cached?.close();
  });

  test('a cached token is still never a session key, and a revocation ends it at once', async () => {
    const { token, secret } = await newToken(a.call, 'Cached system');
    assert.equal((await withToken(secret, 'GET', '/patient/list/', undefined, cached)).statusCode, 200);
    const asSessionKey = await cached.inject({
      method: 'GET',
      url: '/api/v1/patient/list/',
      headers: { authorization: `Token ${secret}` },
    });
    assert.deepEqual([asSessionKey.statusCode, asSessionKey.json()], [403, { detail: AUTH_DETAIL.invalid }]);

    const revoked = await cached.inject({
      method: 'DELETE',
      url: `/api/v1/api-tokens/${token.id}/`,
      headers: a.patients.headers,
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    const after = await withToken(secret, 'GET', '/patient/list/', undefined, cached);
    assert.deepEqual([after.statusCode, after.json()], [403, { detail: AUTH_DETAIL.invalid }]);
  });
});

describe('staff', () => {
  const staffList = async (query = '') => {
    const response = await staff('GET', `/staff/api-tokens/${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return staffApiTokensResponseSchema.parse(response.json());
  };

  test('list every user’s active tokens with their owners, newest first; all of them on request', async () => {
    const { token } = await newToken(b.call, 'Staff can see this');
    const { tokens, total } = await staffList();
    assert.ok(total >= tokens.length && tokens.length > 0);
    assert.deepEqual(tokens[0], {
      ...token,
      owner: {
        userId: b.user.userId,
        title: 'Dr',
        firstName: 'Test',
        lastName: 'tokens-b',
        email: 'tokens-b@refnet.test',
      },
    });
    assert.ok(tokens.every((listed) => listed.state === 'active'));
    const everything = await staffList('?filter=all');
    assert.ok(everything.total > total, 'all includes the revoked and expired ones');
    assert.ok(everything.tokens.some((listed) => listed.state !== 'active'));
    const bad = await staff('GET', '/staff/api-tokens/?filter=revoked');
    assert.deepEqual([bad.statusCode, bad.json()], [400, danger(`filter: ${API_TOKEN_TEXTS.filterInvalid}`)]);
    const twoCursors = await staff('GET', '/staff/api-tokens/?after=5&at=end');
    assert.deepEqual(
      [twoCursors.statusCode, twoCursors.json()],
      [400, danger(API_TOKEN_TEXTS.cursorInvalid)],
    );
  });

  test('pages of 25 by keyset: Next, Previous and End agree with each other', async () => {
    const owner = await userIdOf(db, 'tokens-b@refnet.test');
    await db.insert(apiTokens).values(
      Array.from({ length: 40 }, (_, index) => ({
        userId: owner!,
        name: `Paged ${index}`,
        tokenHash: `paged-${index}-${Date.now()}`,
        displayPrefix: 'rn_pat_PAGED0',
        expiresAt: sql`now() + interval '1 day'`,
        revokedAt: index % 2 === 0 ? sql`now()` : null,
      })),
    );
    const pages: StaffApiTokensResponse[] = [await staffList('?filter=all')];
    while (pages.at(-1)!.tokens.length === 25) {
      const last = pages.at(-1)!.tokens.at(-1)!;
      pages.push(await staffList(`?filter=all&after=${last.id}`));
    }
    // A total that fills its last page exactly ends on an empty one.
    if (pages.at(-1)!.tokens.length === 0) pages.pop();
    const ids = pages.flatMap((page) => page.tokens.map((listed) => listed.id));
    assert.equal(ids.length, pages[0]!.total);
    assert.deepEqual(
      ids,
      [...ids].sort((x, y) => y - x),
      'newest first',
    );
    assert.ok(pages.length >= 2);
    assert.deepEqual(await staffList('?filter=all&at=end'), pages.at(-1));
    const previous = await staffList(`?filter=all&before=${pages.at(-1)!.tokens[0]!.id}`);
    assert.deepEqual(previous, pages.at(-2));
  });

  test('revoke anyone’s token, recorded in the admin audit log; the token stops at once', async () => {
    const { token, secret } = await newToken(a.call, 'Leaked');
    const revoked = await staff('DELETE', `/staff/api-tokens/${token.id}/`);
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.deepEqual(revoked.json<{ message: unknown }>().message, {
      variant: 'success',
      message: API_TOKEN_TEXTS.revoked('Leaked'),
    });
    assert.equal(revoked.json<{ token: { state: string } }>().token.state, 'revoked');
    const staffUserId = await userIdOf(db, STAFF.email);
    assert.equal((await tokenRow(token.id)).revokedByUserId, staffUserId);
    const audit = await db
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.targetType, 'api-token'), eq(adminAuditEvents.targetId, token.id)));
    assert.deepEqual(
      audit.map((row) => [row.actorUserId, row.action, row.detail]),
      [[staffUserId, 'revoke-api-token', { ownerUserId: a.user.userId, name: 'Leaked', wasState: 'active' }]],
    );
    const refused = await withToken(secret, 'GET', '/patient/list/');
    assert.deepEqual([refused.statusCode, refused.json()], [403, { detail: AUTH_DETAIL.invalid }]);

    const again = await staff('DELETE', `/staff/api-tokens/${token.id}/`);
    assert.deepEqual([again.statusCode, again.json()], [409, danger(API_TOKEN_TEXTS.alreadyRevoked)]);
    const missing = await staff('DELETE', '/staff/api-tokens/2147483647/');
    assert.deepEqual([missing.statusCode, missing.json()], [404, danger(API_TOKEN_TEXTS.notFound)]);
    assert.equal(
      (
        await db
          .select()
          .from(adminAuditEvents)
          .where(eq(adminAuditEvents.targetId, token.id))
          .then((rows) => rows.filter((row) => row.targetType === 'api-token'))
      ).length,
      1,
      'a refused revocation writes no audit row',
    );
  });

  test('clinicians may not see or revoke others’ tokens through the staff routes', async () => {
    const { token } = await newToken(a.call, 'Staff only');
    const list = await b.call('GET', '/staff/api-tokens/');
    assert.equal(list.statusCode, 403);
    const revoke = await b.call('DELETE', `/staff/api-tokens/${token.id}/`);
    assert.equal(revoke.statusCode, 403);
    assert.equal((await tokenRow(token.id)).revokedAt, null);
  });
});
