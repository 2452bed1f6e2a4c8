import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { userProfiles } from '../src/db/schema.js';
import { STAFF } from './helpers/admin.js';
import { setUpTestAppWithMailbox } from './helpers/app.js';
import { createTestUser, signIn, type Caller } from './helpers/clinicians.js';
import { latestEmailTo } from './helpers/registration.js';
import type { SmtpSink } from './helpers/smtp-sink.js';

const PUBLIC_URL = 'https://refnet.test';
const APPROVED_SUBJECT = 'Your RefNet account has been approved';

let app: RefnetApp;
let db: Database;
let sink: SmtpSink;
setUpTestAppWithMailbox((started) => ({ app, db, sink } = started), { PUBLIC_URL });

const setVerified = (staff: Caller, userProfileId: number, verified: boolean) =>
  staff('POST', `/admin/set-verification/user-profile/${userProfileId}/`, { setVerified: verified });

const messagesTo = async (email: string) => {
  await app.mailer.idle();
  return sink.messages.filter((message) => message.recipients.includes(email));
};

test('an approved clinician is e-mailed that they can sign in, with the sign-in link', async () => {
  const applicant = await createTestUser(db, { email: 'waiting.gp@refnet.test', verified: false });
  const staff = await signIn(app, STAFF);

  const response = await setVerified(staff, applicant.userProfileId, true);
  assert.equal(response.statusCode, 200, response.body);

  const [message, ...more] = await messagesTo(applicant.email);
  assert.equal(more.length, 0);
  assert.equal(message?.subject, APPROVED_SUBJECT);
  assert.match(message?.text ?? '', /^Dear Dr Test waiting\.gp,/);
  assert.match(message?.text ?? '', /You can now sign in/);
  assert.ok(message?.text.includes(`${PUBLIC_URL}/login`), message?.text);
  const recorded = await latestEmailTo(db, applicant.email);
  assert.equal(recorded?.subject, APPROVED_SUBJECT);
  assert.ok(recorded?.sentAt instanceof Date, 'the outbox row records the sending');
});

test('no approval e-mail when nothing was approved: unverifying, verifying again, a deactivated account', async () => {
  const staff = await signIn(app, STAFF);
  const approved = await createTestUser(db, { email: 'already.approved@refnet.test' });
  assert.equal((await setVerified(staff, approved.userProfileId, true)).statusCode, 200);
  assert.equal((await setVerified(staff, approved.userProfileId, false)).statusCode, 200);

  const deactivated = await createTestUser(db, { email: 'gone.away@refnet.test', verified: false });
  await db
    .update(userProfiles)
    .set({ isDeactivated: true })
    .where(eq(userProfiles.id, deactivated.userProfileId));
  assert.equal((await setVerified(staff, deactivated.userProfileId, true)).statusCode, 200);

  assert.deepEqual(await messagesTo(approved.email), []);
  assert.deepEqual(await messagesTo(deactivated.email), []);
});

test('a refused change e-mails nobody', async () => {
  const staff = await signIn(app, STAFF);
  const colleague = await createTestUser(db, {
    email: 'unverified.colleague@refnet.test',
    groups: ['Staff'],
    isStaff: true,
    verified: false,
  });
  assert.equal((await setVerified(staff, colleague.userProfileId, true)).statusCode, 403);
  assert.deepEqual(await messagesTo(colleague.email), []);
});
