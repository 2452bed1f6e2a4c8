import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp, type RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { testConfig } from './helpers/app.js';
import { createTestUser, signIn } from './helpers/clinicians.js';
import { openTestDatabase, type TestDatabase } from './helpers/database.js';
import { invitationLinkFor, inviteDelegate, lookUpInvitation } from './helpers/delegates.js';
import { patientClient, validPatient } from './helpers/patients.js';

let app: RefnetApp;
let db: Database;
let database: TestDatabase;
let logged = '';

before(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  // Every request is logged at info: the level a production server runs at.
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), db: database.handle, logStream });
});
after(async () => {
  await app.close();
  await database.dispose();
});

/** What the app logged while `work` ran. */
async function logWhile(work: () => Promise<void>): Promise<string> {
  const from = logged.length;
  await work();
  return logged.slice(from);
}

test('a one-time link code just used is not in the request log; the request is', async () => {
  const clinician = await createTestUser(db, { email: 'logs.clinician@refnet.test' });
  await inviteDelegate(await signIn(app, clinician), 'logs.delegate@refnet.test');
  const link = await invitationLinkFor(db, 'logs.delegate@refnet.test');

  const log = await logWhile(async () => {
    const response = await lookUpInvitation(app, link);
    assert.equal(response.statusCode, 200, response.body);
    const page = await app.inject({
      url: `/register-delegate/verify-email/${link.userHash}/${link.timeHash}/${link.verificationCode}`,
    });
    assert.ok(page.statusCode < 500);
  });
  assert.match(log, /get-verify-delegate\/user=[^"]*&code=\[redacted\]/);
  assert.match(log, /register-delegate\/verify-email\/[^"]*\/\[redacted\]/);
  assert.ok(!log.includes(link.verificationCode), 'the code is in the log');
});

test('a patient search is logged with its parameter names only', async () => {
  const clinician = await patientClient(
    app,
    await createTestUser(db, { email: 'logs.searcher@refnet.test', postcodes: ['W1G 6BW'] }),
  );
  const log = await logWhile(async () => {
    const response = await clinician.call('GET', '/patient/list/added/?search=Quillfeather');
    assert.equal(response.statusCode, 200, response.body);
  });
  assert.match(log, /patient\/list\/added\/\?search=\[redacted\]/);
  assert.ok(!log.includes('Quillfeather'));
});

test('a query that fails is logged by its SQL state and constraint, never with the patient it carried', async () => {
  const clinician = await patientClient(
    app,
    await createTestUser(db, { email: 'logs.writer@refnet.test', postcodes: ['W1G 6BW'] }),
  );
  const patient = validPatient({
    firstName: 'Zebedee',
    lastName: 'Marchbanks',
    dob: '1961-02-17',
    primaryEmail: 'zebedee.marchbanks@mail.example',
    primaryPhoneNumber: '+44 7700 900417',
  });
  await db.execute(
    sql`alter table patients add constraint log_privacy_probe check (first_name <> 'Zebedee')`,
  );
  try {
    const log = await logWhile(async () => {
      const response = await clinician.send('POST', '/patient/create/', patient);
      assert.equal(response.statusCode, 500, response.body);
    });
    assert.match(log, /"sqlState":"23514"/);
    assert.match(log, /"constraint":"log_privacy_probe"/);
    for (const value of [
      'Zebedee',
      'Marchbanks',
      '1961-02-17',
      'zebedee.marchbanks',
      '7700 900417',
      '7700900417',
    ])
      assert.ok(!log.toLowerCase().includes(value.toLowerCase()), `${value} is in the log`);
  } finally {
    await db.execute(sql`alter table patients drop constraint log_privacy_probe`);
  }
});
