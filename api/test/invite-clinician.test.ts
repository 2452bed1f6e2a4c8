import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTH_DETAIL } from '@refnet/contracts';
import { AWAITING_APPROVAL_MESSAGE, VALIDATION_MESSAGES } from '@refnet/contracts/accounts';
import { CLINICIAN_MESSAGES, inviteSentMessage } from '@refnet/contracts/clinicians';
import { count, eq, sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query-rows.js';
import { clinicianInvitations, outboxEmails, userProfiles } from '../src/db/schema.js';
import { lockInvitation } from '../src/modules/invitations/queries.js';
import { INVITATIONS_PER_DAY, INVITATIONS_PER_HOUR } from '../src/modules/invitations/service.js';
import { CLINICIAN, danger, setUpTestAppWithMailbox } from './helpers/app.js';
import { createTestDelegate, createTestUser, signIn, type Caller } from './helpers/clinicians.js';
import { latestEmailTo, rowCounts } from './helpers/registration.js';
import type { SmtpSink } from './helpers/smtp-sink.js';

const PUBLIC_URL = 'https://refnet.test';

let app: RefnetApp;
let db: Database;
let sink: SmtpSink;

setUpTestAppWithMailbox((started) => ({ app, db, sink } = started), { PUBLIC_URL });

const INVITED_TABLES = { invitations: clinicianInvitations, outboxEmails };

/** A fresh verified clinician (a GP) signed in, so each test has its own hourly allowance. */
async function newInviter(name: string): Promise<Caller> {
  const user = await createTestUser(db, { email: `${name}@refnet.test` });
  return signIn(app, user);
}

const invite = (call: Caller, payload: Record<string, unknown>) =>
  call('POST', '/user/invite-clinician/', payload);

const sent = (email: string) => ({
  passed: true,
  message: { variant: 'success', message: inviteSentMessage(email) },
});

const messagesTo = async (email: string) => {
  await app.mailer.idle();
  return sink.messages.filter((message) => message.recipients.includes(email));
};

const invitationsTo = async (email: string) =>
  db.select().from(clinicianInvitations).where(eq(clinicianInvitations.email, email));

describe('POST /api/v1/user/invite-clinician/', () => {
  test('records the invitation and e-mails the invitee a link to register, naming the inviter', async () => {
    const call = await newInviter('inviter');
    const response = await invite(call, { name: '  Dr Nina Shah ', email: 'Nina.Shah@Example.org ' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), sent('nina.shah@example.org'));

    const [row, ...others] = await invitationsTo('nina.shah@example.org');
    assert.equal(others.length, 0);
    assert.equal(row?.name, 'Dr Nina Shah');

    const message = await sink.waitFor((received) => received.recipients.includes('nina.shah@example.org'));
    assert.equal(message.subject, 'Dr Test inviter invites you to join RefNet');
    assert.match(message.text, /^Dear Dr Nina Shah,$/m);
    assert.match(message.text, /^Dr Test inviter \(General Practitioner\) invites you to join RefNet\.$/m);
    assert.match(message.text, /RefNet is a referral network/);
    assert.match(message.text, new RegExp(`^${PUBLIC_URL}/register$`, 'm'));
    assert.doesNotMatch(message.text, /\/login/);

    await app.mailer.idle();
    const stored = await latestEmailTo(db, 'nina.shah@example.org');
    assert.equal(stored?.subject, message.subject);
    assert.equal(stored?.textBody, message.text);
    assert.ok(stored?.sentAt, 'the outbox row records the delivery');
  });

  test('an address that already has an account is told to sign in; the inviter gets the same answer', async () => {
    const call = await newInviter('knows-physio');
    const response = await invite(call, { name: 'James', email: 'physio@refnet.example' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), sent('physio@refnet.example'));
    const message = await sink.waitFor((received) => received.recipients.includes('physio@refnet.example'));
    assert.match(message.text, /already have a RefNet account/);
    assert.match(message.text, new RegExp(`^${PUBLIC_URL}/login$`, 'm'));
    assert.doesNotMatch(message.text, /\/register/);
  });

  test('line breaks in the given name are refused, so none reach the message’s lines or headers', async () => {
    const call = await newInviter('injector');
    const before = await rowCounts(db, INVITED_TABLES);
    const response = await invite(call, { name: 'Eve\r\nBcc: victim@example.org', email: 'eve@example.org' });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), danger(VALIDATION_MESSAGES.controlCharacters));
    assert.deepEqual(await rowCounts(db, INVITED_TABLES), before);
    assert.deepEqual(await messagesTo('eve@example.org'), []);
  });

  test('a missing name or a bad e-mail is refused with the form’s sentence and writes nothing', async () => {
    const call = await newInviter('careless');
    const before = await rowCounts(db, INVITED_TABLES);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ', email: 'someone@example.org' }, CLINICIAN_MESSAGES.inviteNameRequired],
      [{ name: '', email: 'someone@example.org' }, 'Please enter the name of the clinician.'],
      // An absent key is a broken client, answered like every other route's.
      [{ email: 'someone@example.org' }, 'name: Required'],
      [{ name: 'Someone', email: 'not-an-email' }, 'Please enter a valid email address.'],
      // One field, one recipient: list separators and display-name syntax are the client's mistake.
      [{ name: 'Someone', email: 'x,victim@example.org' }, 'Please enter a valid email address.'],
      [{ name: 'Someone', email: 'Someone <victim@example.org>' }, 'Please enter a valid email address.'],
      [{ name: 'Someone', email: 'x@example.org;victim@example.org' }, 'Please enter a valid email address.'],
      [{ name: 'Someone', email: '' }, 'Please enter email'],
      // Both wrong: only the first field's sentence, as the modal shows it.
      [{ name: '', email: 'not-an-email' }, 'Please enter the name of the clinician.'],
    ];
    for (const [payload, message] of cases) {
      const response = await invite(call, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), danger(message), JSON.stringify(payload));
    }
    assert.deepEqual(await rowCounts(db, INVITED_TABLES), before);
  });

  test('visitors and users awaiting approval may not invite', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/v1/user/invite-clinician/',
      payload: { name: 'Someone', email: 'someone@example.org' },
    });
    assert.equal(visitor.statusCode, 403);
    assert.deepEqual(visitor.json(), { detail: AUTH_DETAIL.missing });

    const applicant = await createTestUser(db, { email: 'unapproved@refnet.test', verified: false });
    const response = await invite(await signIn(app, applicant), {
      name: 'Someone',
      email: 'someone@example.org',
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), danger(AWAITING_APPROVAL_MESSAGE));
    assert.deepEqual(await invitationsTo('someone@example.org'), []);
  });

  test('delegates and staff may invite; the e-mail names them without a job title', async () => {
    const amelia = await createTestUser(db, { email: 'keeper@refnet.test' });
    const delegate = await createTestDelegate(db, 'delegate@refnet.test', amelia.userProfileId);
    const staff = await createTestUser(db, {
      email: 'staffer@refnet.test',
      groups: ['Staff'],
      isStaff: true,
    });
    for (const [user, invitee] of [
      [delegate, 'from-delegate@example.org'],
      [staff, 'from-staff@example.org'],
    ] as const) {
      const response = await invite(await signIn(app, user), { name: 'Colleague', email: invitee });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), sent(invitee));
      const message = await sink.waitFor((received) => received.recipients.includes(invitee));
      const inviterName = `Dr Test ${user.email.split('@')[0]}`;
      assert.equal(message.subject, `${inviterName} invites you to join RefNet`);
      assert.match(message.text, new RegExp(`^${inviterName} invites you to join RefNet\\.$`, 'm'));
    }
  });

  test(`the ${INVITATIONS_PER_HOUR + 1}th invitation within an hour is refused and records nothing`, async () => {
    const call = await newInviter('prolific');
    for (let index = 1; index <= INVITATIONS_PER_HOUR; index += 1) {
      const response = await invite(call, {
        name: `Colleague ${index}`,
        email: `colleague${index}@example.org`,
      });
      assert.equal(response.statusCode, 200, `invitation ${index}: ${response.body}`);
    }
    const before = await rowCounts(db, INVITED_TABLES);
    const refused = await invite(call, { name: 'One more', email: 'one-more@example.org' });
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), danger(CLINICIAN_MESSAGES.inviteThrottled));
    assert.deepEqual(await rowCounts(db, INVITED_TABLES), before);
    assert.deepEqual(await messagesTo('one-more@example.org'), []);

    // Another user's allowance is their own.
    const other = await newInviter('unhurried');
    assert.equal((await invite(other, { name: 'One more', email: 'one-more@example.org' })).statusCode, 200);
  });

  test('invitations older than an hour no longer count towards the limit', async () => {
    const call = await newInviter('yesterday');
    for (let index = 1; index <= INVITATIONS_PER_HOUR; index += 1) {
      await invite(call, { name: 'Old', email: `old${index}@example.org` });
    }
    await db
      .update(clinicianInvitations)
      .set({ createdOn: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(clinicianInvitations.name, 'Old'));
    const response = await invite(call, { name: 'New', email: 'new-after-an-hour@example.org' });
    assert.equal(response.statusCode, 200, response.body);
  });

  test(`the ${INVITATIONS_PER_DAY + 1}th invitation within 24 hours is refused, however spread out`, async () => {
    const steady = await createTestUser(db, { email: 'steady@refnet.test' });
    const call = await signIn(app, steady);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    // One or two an hour over the last day: never the hourly limit.
    await db.insert(clinicianInvitations).values(
      Array.from({ length: INVITATIONS_PER_DAY }, (_, index) => ({
        invitedByUserProfileId: steady.userProfileId,
        name: 'Earlier',
        email: `earlier${index}@example.org`,
        createdOn: hoursAgo(1.5 + index * 0.7),
      })),
    );
    const before = await rowCounts(db, INVITED_TABLES);
    const refused = await invite(call, { name: 'Thirty-first', email: 'thirty-first@example.org' });
    assert.equal(refused.statusCode, 429, refused.body);
    assert.deepEqual(refused.json(), danger(CLINICIAN_MESSAGES.inviteThrottled));
    assert.deepEqual(await rowCounts(db, INVITED_TABLES), before);
    assert.deepEqual(await messagesTo('thirty-first@example.org'), []);

    // Once the oldest is more than 24 hours old, there is room for one more.
    await db
      .update(clinicianInvitations)
      .set({ createdOn: hoursAgo(24.5) })
      .where(eq(clinicianInvitations.email, 'earlier0@example.org'));
    const next = await invite(call, { name: 'Thirty-first', email: 'thirty-first@example.org' });
    assert.equal(next.statusCode, 200, next.body);
    const again = await invite(call, { name: 'Thirty-second', email: 'thirty-second@example.org' });
    assert.equal(again.statusCode, 429, again.body);
  });

  test('an invitation in progress takes no lock on the inviter’s profile row', async () => {
    const { userProfileId } = await createTestUser(db, { email: 'unblocking@refnet.test' });
    // A row lock would hold up every write referencing the profile (a referral, a favourite) until
    // the invitation commits; a row locked by this transaction carries its id in xmax.
    const lockedByThisTransaction = await db.transaction(async (tx) => {
      await lockInvitation(tx, userProfileId, 'anyone@example.org');
      const [row] = await queryRows<{ locked: boolean }>(
        tx,
        sql`select xmax::text = (txid_current() % 4294967296)::text as locked
          from ${userProfiles} where ${userProfiles.id} = ${userProfileId}`,
      );
      return row?.locked;
    });
    assert.equal(lockedByThisTransaction, false);
  });

  test('concurrent requests cannot pass the limit together', async () => {
    const call = await newInviter('burst');
    const responses = await Promise.all(
      Array.from({ length: INVITATIONS_PER_HOUR + 3 }, (_, index) =>
        invite(call, { name: 'Burst', email: `burst${index}@example.org` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, INVITATIONS_PER_HOUR, String(statuses));
    assert.equal(statuses.filter((status) => status === 429).length, 3, String(statuses));
    const [stored] = await db
      .select({ n: count() })
      .from(clinicianInvitations)
      .where(eq(clinicianInvitations.name, 'Burst'));
    assert.equal(stored?.n, INVITATIONS_PER_HOUR);
  });

  test('an address invited in the last 24 hours (by anyone) gets no second e-mail, the answer is the same', async () => {
    const first = await newInviter('first');
    const second = await newInviter('second');
    const email = 'popular@example.org';
    assert.deepEqual((await invite(first, { name: 'Popular', email })).json(), sent(email));
    const before = await rowCounts(db, INVITED_TABLES);
    for (const call of [first, second]) {
      const again = await invite(call, { name: 'Popular', email: 'Popular@Example.org' });
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(again.json(), sent(email));
    }
    assert.deepEqual(await rowCounts(db, INVITED_TABLES), before);
    assert.equal((await messagesTo(email)).length, 1);

    // A day later the address may be invited again.
    await db
      .update(clinicianInvitations)
      .set({ createdOn: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(clinicianInvitations.email, email));
    assert.equal((await invite(second, { name: 'Popular', email })).statusCode, 200);
    assert.equal((await messagesTo(email)).length, 2);
  });

  test('two inviters at once e-mail an address once', async () => {
    const callers = [await newInviter('racer-a'), await newInviter('racer-b'), await signIn(app, CLINICIAN)];
    const email = 'raced@example.org';
    const responses = await Promise.all(callers.map((call) => invite(call, { name: 'Raced', email })));
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [200, 200, 200],
    );
    assert.equal((await invitationsTo(email)).length, 1);
    assert.equal((await messagesTo(email)).length, 1);
  });
});
