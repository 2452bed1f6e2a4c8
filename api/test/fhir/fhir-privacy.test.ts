import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Patient } from '@refnet/contracts/patients';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { setUpTestApp } from '../helpers/app.js';
import { STAFF } from '../helpers/admin.js';
import {
  diagnosticsOf,
  fhirCallerFor,
  resourcesOf,
  type FhirAnswer,
  type FhirCaller,
} from '../helpers/fhir.js';
import { newReferralClinician, sendReferral, type ReferralClinician } from '../helpers/referrals.js';

const STATUS_SYSTEM = 'https://refnet.uk/fhir/CodeSystem/referral-status';
const accept = [
  {
    op: 'replace',
    path: '/businessStatus',
    value: { coding: [{ system: STATUS_SYSTEM, code: 'accepted' }] },
  },
];

/** Everything that would tell who the patient is. */
const identityOf = (patient: Patient) => [
  patient.firstName,
  patient.lastName,
  patient.dob,
  patient.primaryEmail,
  patient.primaryPhoneNumber,
  patient.address.firstLine,
  patient.address.postcode,
  patient.patientReference,
];

const assertNoIdentity = (answer: FhirAnswer, patient: Patient, what: string) => {
  for (const detail of identityOf(patient).filter((value) => value !== '')) {
    assert.ok(!answer.text.includes(detail), `${what} carries "${detail}": ${answer.text}`);
  }
};

describe('FHIR R4: the patient stays hidden from a receiver until they accept', () => {
  let app: RefnetApp;
  let db: Database;
  setUpTestApp((started) => ({ app, db } = started));

  let gp: ReferralClinician;
  let receiver: ReferralClinician;
  let roleHolder: ReferralClinician;
  let asGp: FhirCaller;
  let asReceiver: FhirCaller;
  let asRoleHolder: FhirCaller;
  let patient: Patient;
  let openPatient: Patient;
  let named: number;
  let open: number;

  before(async () => {
    gp = await newReferralClinician(app, db, 'fhir-privacy-gp', 'Orthoptist');
    receiver = await newReferralClinician(app, db, 'fhir-privacy-receiver', 'Dietitian');
    roleHolder = await newReferralClinician(app, db, 'fhir-privacy-holder', 'Orthoptist');
    asGp = await fhirCallerFor(app, gp.user);
    asReceiver = await fhirCallerFor(app, receiver.user);
    asRoleHolder = await fhirCallerFor(app, roleHolder.user);
    patient = await gp.patients.create({
      firstName: 'Philippa',
      lastName: 'Quarrendon',
      patientReference: 'PRIV-1',
    });
    openPatient = await gp.patients.create({
      firstName: 'Ottoline',
      lastName: 'Marchbanks',
      patientReference: 'PRIV-2',
    });
    named = (await sendReferral(gp, patient.id, receiver)).id;
    open = (await sendReferral(gp, openPatient.id, { openTo: gp.jobRoleId })).id;
  });

  it('gives the sender their patient whole', async () => {
    const answer = await asGp('GET', `/Patient/${patient.id}`);
    assert.equal(answer.status, 200, answer.text);
    assert.equal((answer.body.name as { family: string }[])[0]!.family, 'Quarrendon');
    assert.equal(answer.body.birthDate, patient.dob);
  });

  for (const [who, id] of [
    ['the named receiver', () => ({ as: asReceiver, referral: named, patient })],
    [
      'a holder of the open referral’s job role',
      () => ({ as: asRoleHolder, referral: open, patient: openPatient }),
    ],
  ] as const) {
    it(`names the patient to ${who} by reference only, and refuses their Patient with 403`, async () => {
      const { as, referral, patient: theirPatient } = id();
      const answers = {
        request: await as('GET', `/ServiceRequest/${referral}`),
        task: await as('GET', `/Task/${referral}`),
        search: await as('GET', '/ServiceRequest'),
        bundle: await as('GET', `/ServiceRequest/${referral}/$referral-bundle`),
      };
      for (const [what, answer] of Object.entries(answers)) {
        assert.equal(answer.status, 200, `${what}: ${answer.text}`);
        assertNoIdentity(answer, theirPatient, what);
      }
      assert.deepEqual(answers.request.body.subject, { reference: `Patient/${theirPatient.id}` });
      const bundled = resourcesOf<{ resourceType: string; meta?: unknown }>(answers.bundle).find(
        (resource) => resource.resourceType === 'Patient',
      );
      assert.deepEqual((bundled?.meta as { security: { code: string }[] }).security[0]!.code, 'REDACTED');
      const refused = await as('GET', `/Patient/${theirPatient.id}`);
      assert.equal(refused.status, 403);
      assert.match(diagnosticsOf(refused), /once you accept the referral/);
      assertNoIdentity(refused, theirPatient, 'the refusal');
    });
  }

  it('shows the patient once the receiver accepts, through the Task', async () => {
    const accepted = await asReceiver('PATCH', `/Task/${named}`, accept, 'application/json-patch+json');
    assert.equal(accepted.status, 200, accepted.text);
    const answer = await asReceiver('GET', `/Patient/${patient.id}`);
    assert.equal(answer.status, 200, answer.text);
    assert.equal((answer.body.name as { family: string }[])[0]!.family, 'Quarrendon');
    const bundle = await asReceiver('GET', `/ServiceRequest/${named}/$referral-bundle`);
    assert.ok(bundle.text.includes('Quarrendon'));
  });

  it('answers 404 to anyone who is no party, and keeps staff out of clinical records', async () => {
    const stranger = await newReferralClinician(app, db, 'fhir-privacy-stranger', 'Podiatrist');
    const asStranger = await fhirCallerFor(app, stranger.user);
    for (const path of [
      `/ServiceRequest/${named}`,
      `/Task/${named}`,
      `/Patient/${patient.id}`,
      `/ServiceRequest/${named}/$referral-bundle`,
    ]) {
      const answer = await asStranger('GET', path);
      assert.equal(answer.status, 404, path);
      assertNoIdentity(answer, patient, path);
    }
    const asStaff = await fhirCallerFor(app, STAFF);
    for (const path of [
      `/ServiceRequest/${named}`,
      `/Task/${named}`,
      `/Patient/${patient.id}`,
      '/ServiceRequest',
    ]) {
      const answer = await asStaff('GET', path);
      assert.equal(answer.status, 403, path);
      assertNoIdentity(answer, patient, path);
    }
  });

  it('exports a referral whole for its sender: request, task, patient, roles and history', async () => {
    const answer = await asGp('GET', `/ServiceRequest/${named}/$referral-bundle`);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.type, 'collection');
    assert.match(
      String(answer.headers['content-disposition']),
      /attachment; filename="refnet-referral-\d+\.fhir\.json"/,
    );
    const types = resourcesOf<{ resourceType: string }>(answer).map((resource) => resource.resourceType);
    assert.deepEqual(types, [
      'ServiceRequest',
      'Task',
      'Patient',
      'PractitionerRole',
      'PractitionerRole',
      'Provenance',
      'Provenance',
    ]);
  });
});
