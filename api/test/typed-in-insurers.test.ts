import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE } from '@refnet/contracts/accounts';
import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS, type RejectInsuranceAgreementResponse } from '@refnet/contracts/admin';
import type { ClinicianPageResponse } from '@refnet/contracts/clinicians';
import { count, eq, ilike, inArray } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { crpInsuranceAgreements, insuranceAgreements, patients } from '../src/db/schema.js';
import { STAFF, auditRows } from './helpers/admin.js';
import { CLINICIAN, danger, setUpTestAppWithMailbox } from './helpers/app.js';
import { crpIdsOf } from './helpers/clinician-search.js';
import { createTestUser, signIn, userIdOf, type Caller, type TestUser } from './helpers/clinicians.js';
import type { SmtpSink } from './helpers/smtp-sink.js';

const PUBLIC_URL = 'https://refnet.test';

let app: RefnetApp;
let db: Database;
let sink: SmtpSink;
setUpTestAppWithMailbox((started) => ({ app, db, sink } = started), { PUBLIC_URL });

let sequence = 0;

/** A verified clinician with `clinics` clinics, signed in. */
async function clinicianWith(clinics: number): Promise<TestUser & { call: Caller }> {
  sequence += 1;
  const user = await createTestUser(db, {
    email: `typist${sequence}@insurers.test`,
    postcodes: ['SW1A 2AA', 'EH16 4SA'].slice(0, clinics),
  });
  return { ...user, call: await signIn(app, user) };
}

const bupaId = async () =>
  (
    await db
      .select({ id: insuranceAgreements.id })
      .from(insuranceAgreements)
      .where(eq(insuranceAgreements.provider, 'Bupa'))
  )[0]!.id;

/** The clinician accepts Bupa and types in `provider` at every clinic, through the profile call. */
async function typeIn(clinician: { call: Caller }, provider: string) {
  const response = await clinician.call('PUT', '/user/clinician-information/update-insurance-agreements/', {
    existingAgreements: [{ id: await bupaId() }],
    newProviders: [{ provider }],
  });
  assert.equal(response.statusCode, 200, response.body);
  const [agreement] = await db
    .select()
    .from(insuranceAgreements)
    .where(ilike(insuranceAgreements.provider, provider));
  assert.equal(agreement?.verified, false, 'a typed-in insurer waits for the team');
  return agreement!;
}

const providersOf = (crps: readonly { insuranceAgreements: readonly { provider: string }[] }[]) =>
  crps.map((crp) => crp.insuranceAgreements.map((agreement) => agreement.provider));

const ownProfile = async (clinician: { call: Caller }) => {
  const response = await clinician.call('GET', '/user/clinician-information/');
  assert.equal(response.statusCode, 200, response.body);
  return response.json<ClinicianInformationResponse>();
};

describe('clinician cards', () => {
  test('show only the verified insurers; the clinician still sees the one they typed in', async () => {
    const clinician = await clinicianWith(2);
    await typeIn(clinician, 'Cardcheck Health');
    const viewer = await signIn(app, CLINICIAN);
    const crps = await crpIdsOf(db, clinician);

    const page = await viewer('GET', `/clinician-information/${clinician.userProfileId}/`);
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(providersOf(page.json<ClinicianPageResponse>().allCrps), [['Bupa'], ['Bupa']]);
    const byCrp = await viewer('GET', `/user-crp-information/${crps[1]}/`);
    assert.deepEqual(providersOf([byCrp.json<ClinicianPageResponse>().crp]), [['Bupa']]);

    assert.deepEqual(providersOf((await ownProfile(clinician)).clinicianProfiles), [
      ['Bupa', 'Cardcheck Health'],
      ['Bupa', 'Cardcheck Health'],
    ]);
  });
});

describe('POST /api/v1/insurance-agreements/reject/{id}/', () => {
  let staff: Caller;
  before(async () => {
    staff = await signIn(app, STAFF);
  });

  test('deletes the insurer from every clinic that typed it in, e-mails their clinicians once, and is audited', async () => {
    const first = await clinicianWith(2);
    const second = await clinicianWith(1);
    const typedIn = await typeIn(first, 'Nowhere Mutual');
    assert.equal((await typeIn(second, 'nowhere mutual')).id, typedIn.id, 'the same name is one insurer');
    const crpIds = [...(await crpIdsOf(db, first)), ...(await crpIdsOf(db, second))];

    const response = await staff('POST', `/insurance-agreements/reject/${typedIn.id}/`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<RejectInsuranceAgreementResponse>(), {
      message: { variant: 'success', message: ADMIN_TEXTS.insurerRejected('Nowhere Mutual', 3) },
      removedFromClinics: 3,
    });

    const left = await db.select().from(insuranceAgreements).where(eq(insuranceAgreements.id, typedIn.id));
    assert.deepEqual(left, []);
    // Their other insurers stay, and their profiles read as before without it.
    for (const clinician of [first, second]) {
      const profile = await ownProfile(clinician);
      assert.ok(providersOf(profile.clinicianProfiles).every((providers) => providers.join() === 'Bupa'));
    }
    const links = await db
      .select({ n: count() })
      .from(crpInsuranceAgreements)
      .where(inArray(crpInsuranceAgreements.crpId, crpIds));
    assert.equal(links[0]!.n, 3, 'Bupa at each of the three clinics');

    const [audit] = (await auditRows(db)).slice(-1);
    assert.deepEqual(
      [audit?.actorUserId, audit?.action, audit?.targetType, audit?.targetId, audit?.detail],
      [
        await userIdOf(db, STAFF.email),
        'reject-insurer',
        'insurance-agreement',
        typedIn.id,
        { provider: 'Nowhere Mutual', policyName: 'Standard', crpIds: [...crpIds].sort((a, b) => a - b) },
      ],
    );

    await app.mailer.idle();
    for (const clinician of [first, second]) {
      const messages = sink.messages.filter((message) => message.recipients.includes(clinician.email));
      assert.equal(messages.length, 1, clinician.email);
      assert.equal(messages[0]!.subject, 'An insurer you added on RefNet was not accepted');
      assert.match(messages[0]!.text, /"Nowhere Mutual"/);
      assert.match(messages[0]!.text, new RegExp(`${PUBLIC_URL}/profile`));
    }
  });

  test('an insurer nobody lists any more is rejected without e-mails', async () => {
    const [lonely] = await db
      .insert(insuranceAgreements)
      .values({ provider: 'Lonely Cover', verified: false })
      .returning();
    const sent = sink.messages.length;
    const response = await staff('POST', `/insurance-agreements/reject/${lonely!.id}/`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      message: { variant: 'success', message: 'Lonely Cover rejected.' },
      removedFromClinics: 0,
    });
    await app.mailer.idle();
    assert.equal(sink.messages.length, sent);
  });

  test('a verified insurer, one on a patient and an unknown id are refused; nothing changes', async () => {
    const clinician = await clinicianWith(1);
    const typedIn = await typeIn(clinician, 'Kept Assurance');
    const [patient] = await db.select({ id: patients.id }).from(patients).limit(1);
    await db
      .update(patients)
      .set({ insuranceAgreementId: typedIn.id, isSelfPayer: false })
      .where(eq(patients.id, patient!.id));
    const audited = (await auditRows(db)).length;

    const cases = [
      { id: await bupaId(), status: 409, message: ADMIN_TEXTS.insurerVerifiedCannotBeRejected },
      { id: typedIn.id, status: 409, message: ADMIN_TEXTS.insurerOnPatients },
      { id: 999_999, status: 404, message: INSURANCE_AGREEMENT_NOT_FOUND_MESSAGE },
    ];
    for (const { id, status, message } of cases) {
      const response = await staff('POST', `/insurance-agreements/reject/${id}/`);
      assert.deepEqual([response.statusCode, response.json()], [status, danger(message)], String(id));
    }
    assert.equal((await auditRows(db)).length, audited);
    assert.deepEqual(providersOf((await ownProfile(clinician)).clinicianProfiles), [
      ['Bupa', 'Kept Assurance'],
    ]);
  });
});
