import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { FEATURE_REQUEST_SENT_MESSAGE, HELP_REQUEST_SENT_MESSAGE } from '@refnet/contracts/accounts';
import { desc } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { supportRequests } from '../src/db/schema.js';
import {
  CLINICIAN,
  authorization,
  danger,
  setUpTestAppWithMailbox,
  startApp,
  tokenFor,
} from './helpers/app.js';
import type { SmtpSink } from './helpers/smtp-sink.js';

let db: Database;
let app: RefnetApp;
let handle: DatabaseHandle;
let sink: SmtpSink;
const TEAM = 'team@refnet.test';

setUpTestAppWithMailbox((started) => ({ app, db, handle, sink } = started), { SUPPORT_EMAIL: TEAM });

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress });

const latestRequest = async () =>
  (await db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1))[0];
const requestCount = async () => (await db.select({ id: supportRequests.id }).from(supportRequests)).length;

const HELP = { subject: 'Cannot find my referral', message: 'It was sent yesterday.\nWhere is it?' };

describe('POST /api/v1/user/request-help/', () => {
  test('a visitor’s request is stored and e-mailed to the team, replies going to the visitor', async () => {
    const response = await post('/user/request-help/', {
      ...HELP,
      name: 'Sam Visitor',
      email: 'Sam@Example.org',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: HELP_REQUEST_SENT_MESSAGE },
    });
    const stored = await latestRequest();
    assert.deepEqual(
      {
        kind: stored?.kind,
        userId: stored?.userId,
        name: stored?.name,
        email: stored?.email,
        subject: stored?.subject,
        message: stored?.message,
      },
      { kind: 'help', userId: null, name: 'Sam Visitor', email: 'sam@example.org', ...HELP },
    );
    const message = await sink.waitFor((received) => received.subject === `Help request: ${HELP.subject}`);
    assert.deepEqual(message.recipients, [TEAM]);
    assert.equal(message.replyTo, 'sam@example.org');
    assert.match(message.text, /Sam Visitor <sam@example\.org> \(not signed in\)/);
    assert.match(message.text, /Where is it\?/);
  });

  test('a signed-in user’s request carries the account’s name and e-mail, whatever the body says', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const response = await post(
      '/user/request-help/',
      { ...HELP, subject: 'Signed in', name: 'Someone Else', email: 'spoof@example.org' },
      authorization(token),
    );
    assert.equal(response.statusCode, 200);
    const stored = await latestRequest();
    assert.equal(stored?.name, 'Amelia Hart');
    assert.equal(stored?.email, CLINICIAN.email);
    assert.ok(stored?.userId);
    const message = await sink.waitFor((received) => received.subject === 'Help request: Signed in');
    assert.equal(message.replyTo, CLINICIAN.email);
  });

  test('a visitor must give a name and an e-mail; every refusal writes nothing', async () => {
    const before = await requestCount();
    const cases: [unknown, string, Record<string, string>?][] = [
      [{ ...HELP, email: 'sam@example.org' }, 'Please enter your name.'],
      [{ ...HELP, name: '  ', email: 'sam@example.org' }, 'Please enter your name.'],
      [{ ...HELP, name: 'Sam' }, 'Please enter email'],
      [{ ...HELP, name: 'Sam', email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ ...HELP, subject: ' ', name: 'Sam', email: 'sam@example.org' }, 'Please enter a subject.'],
      [
        { ...HELP, message: '', name: 'Sam', email: 'sam@example.org' },
        'Please enter the details of your request.',
      ],
      // An invalid token is no account: the visitor rules apply.
      [HELP, 'Please enter your name.', authorization('not-a-real-token')],
    ];
    for (const [payload, message, headers] of cases) {
      const response = await post('/user/request-help/', payload, headers);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message), JSON.stringify(payload));
    }
    assert.equal(await requestCount(), before);
  });
});

describe('POST /api/v1/user/request-feature/', () => {
  test('a signed-in user’s suggestion is stored and e-mailed to the team', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const response = await post(
      '/user/request-feature/',
      { suggestion: 'Dark mode, please.' },
      authorization(token),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: FEATURE_REQUEST_SENT_MESSAGE },
    });
    const stored = await latestRequest();
    assert.equal(stored?.kind, 'feature');
    assert.equal(stored?.message, 'Dark mode, please.');
    assert.equal(stored?.email, CLINICIAN.email);
    const message = await sink.waitFor(
      (received) => received.subject === 'Feature suggestion from Amelia Hart',
    );
    assert.deepEqual(message.recipients, [TEAM]);
    assert.match(message.text, /Dark mode, please\./);
  });

  test('an empty suggestion is refused; visitors are not allowed', async () => {
    const token = await tokenFor(app, CLINICIAN);
    const before = await requestCount();
    const empty = await post('/user/request-feature/', { suggestion: '   ' }, authorization(token));
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json(), danger('Suggestion cannot be empty'));
    const visitor = await post('/user/request-feature/', { suggestion: 'Hello' });
    assert.equal(visitor.statusCode, 403);
    assert.deepEqual(visitor.json(), { detail: AUTH_DETAIL.missing });
    assert.equal(await requestCount(), before);
  });
});

describe('POST /api/v1/error-notification/', () => {
  test('stores the report, e-mails the team and answers 204 without a body', async () => {
    const response = await post('/error-notification/', {
      errorDescription: 'TypeError: x is undefined\n  at Dashboard',
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const stored = await latestRequest();
    assert.equal(stored?.kind, 'error');
    assert.equal(stored?.userId, null);
    const message = await sink.waitFor((received) => /TypeError: x is undefined/.test(received.text));
    assert.deepEqual(message.recipients, [TEAM]);
  });

  test('a signed-in reporter is recorded', async () => {
    const token = await tokenFor(app, CLINICIAN);
    assert.equal(
      (await post('/error-notification/', { errorDescription: 'boom' }, authorization(token))).statusCode,
      204,
    );
    assert.ok((await latestRequest())?.userId);
  });

  test('an empty or over-long description is refused and writes nothing', async () => {
    const before = await requestCount();
    const cases: [unknown, string][] = [
      [{ errorDescription: '' }, 'Please describe the error.'],
      [{}, 'errorDescription: Required'],
      [{ errorDescription: 'x'.repeat(20_001) }, 'Must be at most 20000 characters.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/error-notification/', payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), danger(message));
    }
    assert.equal(
      (await post('/error-notification/', { errorDescription: 'x'.repeat(20_000) })).statusCode,
      204,
    );
    assert.equal(await requestCount(), before + 1);
  });
});

test('help requests and error reports are rate-limited per IP', async () => {
  const limited = await startApp(handle, { LOGIN_IP_LIMIT: '1', LOGIN_IP_WINDOW_SECONDS: '60' });
  try {
    const send = (url: string, payload: object) =>
      limited.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: '10.4.0.1' });
    const help = { ...HELP, name: 'Sam', email: 'sam@example.org' };
    assert.equal((await send('/user/request-help/', help)).statusCode, 200);
    assert.equal((await send('/user/request-help/', help)).statusCode, 429);
    assert.equal((await send('/error-notification/', { errorDescription: 'a' })).statusCode, 204);
    assert.equal((await send('/error-notification/', { errorDescription: 'a' })).statusCode, 429);
  } finally {
    await limited.close();
  }
});
