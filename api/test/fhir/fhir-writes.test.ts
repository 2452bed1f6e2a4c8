import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { count, eq } from 'drizzle-orm';
import { patients } from '../../src/db/schema.js';
import { setUpTestApp } from '../helpers/app.js';
import { diagnosticsOf, fhirCallerFor, type FhirCaller } from '../helpers/fhir.js';
import {
  REFERRAL_TEXT,
  eventRows,
  newReferral,
  newReferralClinician,
  newReferralDelegate,
  referralRow,
  referralTableCounts,
  type ReferralClinician,
} from '../helpers/referrals.js';

const JOB_ROLE_SYSTEM = 'https://refnet.uk/fhir/CodeSystem/job-role';
const STATUS_SYSTEM = 'https://refnet.uk/fhir/CodeSystem/referral-status';

const serviceRequest = (patientId: number, jobRoleId: number, receiverCrpId?: number) => ({
  resourceType: 'ServiceRequest',
  status: 'active',
  intent: 'order',
  subject: { reference: `Patient/${patientId}` },
  performerType: { coding: [{ system: JOB_ROLE_SYSTEM, code: String(jobRoleId) }] },
  ...(receiverCrpId ? { performer: [{ reference: `PractitionerRole/${receiverCrpId}` }] } : {}),
  reasonCode: [{ text: REFERRAL_TEXT.mainDescription }],
  note: [{ text: REFERRAL_TEXT.patientHistory }],
});

const moveTo = (code: string) => [
  { op: 'replace', path: '/businessStatus', value: { coding: [{ system: STATUS_SYSTEM, code }] } },
];

describe('FHIR R4: creating referrals and moving their Tasks', () => {
  let app: RefnetApp;
  let db: Database;
  setUpTestApp((started) => ({ app, db } = started));

  let gp: ReferralClinician;
  let physio: ReferralClinician;
  let asGp: FhirCaller;
  let asPhysio: FhirCaller;

  before(async () => {
    gp = await newReferralClinician(app, db, 'fhir-write-gp', 'Orthoptist');
    physio = await newReferralClinician(app, db, 'fhir-write-physio', 'Orthoptist');
    asGp = await fhirCallerFor(app, gp.user);
    asPhysio = await fhirCallerFor(app, physio.user);
  });

  const patch = (as: FhirCaller, id: number, body: unknown) =>
    as('PATCH', `/Task/${id}`, body, 'application/json-patch+json');

  it('creates a named referral from a ServiceRequest, with its e-mail, as the JSON API does', async () => {
    const patient = await gp.patients.create();
    const before = await referralTableCounts(app);
    const answer = await asGp(
      'POST',
      '/ServiceRequest',
      serviceRequest(patient.id, gp.jobRoleId, physio.crpId),
    );
    assert.equal(answer.status, 201, answer.text);
    const id = Number(answer.body.id);
    assert.equal(answer.headers.location, `http://localhost:80/api/fhir/r4/ServiceRequest/${id}`);
    assert.equal(answer.body.status, 'active');
    const row = await referralRow(db, id);
    assert.deepEqual(
      [row.status, row.patientId, row.referrerCrpId, row.targetCrpId, row.mainDescription, row.history],
      [
        'PENDING',
        patient.id,
        gp.crpId,
        physio.crpId,
        REFERRAL_TEXT.mainDescription,
        REFERRAL_TEXT.patientHistory,
      ],
    );
    const after = await referralTableCounts(app);
    assert.deepEqual(
      [after.referrals - before.referrals, after.events - before.events, after.emails - before.emails > 0],
      [1, 1, true],
    );
  });

  it('creates an open referral to a job role when no performer is named', async () => {
    const patient = await gp.patients.create();
    const answer = await asGp('POST', '/ServiceRequest', serviceRequest(patient.id, gp.jobRoleId));
    assert.equal(answer.status, 201, answer.text);
    assert.equal((await referralRow(db, Number(answer.body.id))).status, 'OPEN');
  });

  it('refuses a bad ServiceRequest with an OperationOutcome and writes nothing', async () => {
    const patient = await gp.patients.create();
    const valid = serviceRequest(patient.id, gp.jobRoleId, physio.crpId);
    const stranger = await newReferralClinician(app, db, 'fhir-write-stranger', 'Orthoptist');
    const theirs = await stranger.patients.create();
    const before = await referralTableCounts(app);
    const cases: [unknown, number, RegExp][] = [
      ['{"resourceType":', 400, /JSON/i],
      [[valid], 400, /ServiceRequest resource/],
      [{ ...valid, resourceType: 'Patient' }, 400, /resourceType must be "ServiceRequest"/],
      [{ ...valid, status: 'draft' }, 400, /status must be "active"/],
      [{ ...valid, intent: 'plan' }, 400, /intent must be "order"/],
      [{ ...valid, subject: { reference: 'Group/1' } }, 400, /subject must reference one of your patients/],
      [{ ...valid, performerType: undefined }, 400, /performerType must carry the job role/],
      [{ ...valid, performer: [{ reference: 'Practitioner/1' }] }, 400, /performer, when given/],
      [{ ...valid, reasonCode: [] }, 400, /Reason for referral is missing/],
      [{ ...valid, subject: { reference: `Patient/${theirs.id}` } }, 422, /./],
      [
        { ...valid, performerType: { coding: [{ system: JOB_ROLE_SYSTEM, code: '999999' }] } },
        400,
        /job role does not exist/,
      ],
    ];
    for (const [body, status, words] of cases) {
      const answer = await asGp('POST', '/ServiceRequest', body);
      assert.equal(answer.status, status, `${JSON.stringify(body)}: ${answer.text}`);
      assert.match(diagnosticsOf(answer), words);
    }
    assert.deepEqual(await referralTableCounts(app), before);
  });

  const containedPatient = (overrides: Record<string, unknown> = {}) => ({
    resourceType: 'Patient',
    id: 'p1',
    extension: [{ url: 'https://refnet.uk/fhir/StructureDefinition/consent-given', valueBoolean: true }],
    name: [{ prefix: ['Ms'], given: ['Wilhelmina'], family: 'Cartwright-Oyelaran' }],
    gender: 'female',
    birthDate: '1968-03-14',
    telecom: [
      { system: 'email', value: 'wilhelmina@patients.example' },
      { system: 'phone', value: '07700 900123' },
    ],
    address: [{ line: ['3 Harley Street'], city: 'London', postalCode: 'W1G 6BW' }],
    ...overrides,
  });
  const withContained = (patient: unknown, receiverCrpId?: number) => ({
    ...serviceRequest(0, gp.jobRoleId, receiverCrpId),
    contained: [patient],
    subject: { reference: '#p1' },
  });
  const patientCount = async () => (await db.select({ n: count() }).from(patients))[0]!.n;

  it('creates the patient and the referral from a ServiceRequest with a contained Patient', async () => {
    const answer = await asGp('POST', '/ServiceRequest', withContained(containedPatient(), physio.crpId));
    assert.equal(answer.status, 201, answer.text);
    const row = await referralRow(db, Number(answer.body.id));
    const [patient] = await db.select().from(patients).where(eq(patients.id, row.patientId));
    assert.deepEqual(
      [
        patient!.firstName,
        patient!.lastName,
        patient!.dob,
        patient!.createdByUserProfileId,
        patient!.consentGiven,
      ],
      ['Wilhelmina', 'Cartwright-Oyelaran', '1968-03-14', gp.user.userProfileId, true],
    );
    assert.deepEqual(answer.body.subject, { reference: `Patient/${row.patientId}` });
  });

  it('writes neither patient nor referral when either half of the request is refused', async () => {
    const before = [await patientCount(), await referralTableCounts(app)];
    const withoutConsent = await asGp(
      'POST',
      '/ServiceRequest',
      withContained(containedPatient({ extension: [] }), physio.crpId),
    );
    assert.equal(withoutConsent.status, 400);
    assert.match(diagnosticsOf(withoutConsent), /consent-given/);
    const noBirthDate = await asGp(
      'POST',
      '/ServiceRequest',
      withContained(containedPatient({ birthDate: undefined }), physio.crpId),
    );
    assert.equal(noBirthDate.status, 400);
    assert.match(diagnosticsOf(noBirthDate), /contained Patient: Please enter a date of birth/);
    const missingContained = await asGp('POST', '/ServiceRequest', {
      ...withContained(containedPatient()),
      contained: [],
    });
    assert.equal(missingContained.status, 400);
    // The patient is fine; the referral is refused only once the patient exists (no such receiver).
    const unknownReceiver = await asGp('POST', '/ServiceRequest', withContained(containedPatient(), 999_999));
    assert.ok([400, 404, 409, 422].includes(unknownReceiver.status), unknownReceiver.text);
    assert.deepEqual([await patientCount(), await referralTableCounts(app)], before);
  });

  it('moves the Task through the same state machine: accept, book, DNA, set active', async () => {
    const { id } = await newReferral(gp, physio);
    const accepted = await patch(asPhysio, id, moveTo('accepted'));
    assert.equal(accepted.status, 200, accepted.text);
    assert.equal(accepted.body.status, 'accepted');
    assert.equal((await referralRow(db, id)).status, 'ACCEPTED');
    assert.equal(
      (await patch(asPhysio, id, [{ op: 'replace', path: '/status', value: 'in-progress' }])).body.status,
      'in-progress',
    );
    assert.equal((await referralRow(db, id)).status, 'BOOKED');
    await patch(asPhysio, id, moveTo('dna'));
    assert.equal((await referralRow(db, id)).status, 'DNA');
    await patch(asPhysio, id, moveTo('accepted'));
    assert.equal((await referralRow(db, id)).status, 'ACCEPTED');
    assert.deepEqual(
      (await eventRows(db, id)).map((event) => event.action),
      ['created', 'accepted', 'booked', 'dna', 'undna'],
    );
  });

  it("refuses what the rules refuse, with the JSON API's own sentences", async () => {
    const { id } = await newReferral(gp, physio);
    const senderAccepts = await patch(asGp, id, moveTo('accepted'));
    assert.equal(senderAccepts.status, 409);
    assert.match(diagnosticsOf(senderAccepts), /Only the receiving clinician can accept/);
    const receiverCancels = await patch(asPhysio, id, [
      { op: 'replace', path: '/status', value: 'cancelled' },
    ]);
    assert.equal(receiverCancels.status, 409);
    const backToPending = await patch(asPhysio, id, moveTo('pending'));
    assert.equal(backToPending.status, 422);
    assert.match(diagnosticsOf(backToPending), /cannot be moved back to pending/);
    const unknownState = await patch(asPhysio, id, moveTo('lost'));
    assert.equal(unknownState.status, 422);
    const readOnlyField = await patch(asPhysio, id, [{ op: 'replace', path: '/owner', value: {} }]);
    assert.equal(readOnlyField.status, 422);
    const notAPatch = await patch(asPhysio, id, { status: 'accepted' });
    assert.equal(notAPatch.status, 400);
    const staleTest = await patch(asPhysio, id, [
      { op: 'test', path: '/status', value: 'accepted' },
      ...moveTo('rejected'),
    ]);
    assert.equal(staleTest.status, 409);
    assert.equal((await referralRow(db, id)).status, 'PENDING');
    const cancelled = await patch(asGp, id, [
      { op: 'test', path: '/status', value: 'requested' },
      { op: 'replace', path: '/status', value: 'cancelled' },
    ]);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal((await referralRow(db, id)).status, 'CANCELLED');
  });

  it('lets a holder of the job role claim an open referral through its Task', async () => {
    const { id } = await newReferral(gp, { openTo: gp.jobRoleId });
    const claimed = await patch(asPhysio, id, moveTo('accepted'));
    assert.equal(claimed.status, 200, claimed.text);
    assert.equal((claimed.body.owner as { reference: string }).reference, `PractitionerRole/${physio.crpId}`);
    const late = await patch(asGp, id, moveTo('accepted'));
    assert.equal(late.status, 409);
  });

  it("gives a delegate exactly their clinician's permissions", async () => {
    const viewOnly = await fhirCallerFor(
      app,
      (
        await newReferralDelegate(app, db, 'fhir-write-view', physio, {
          permissionManageReferrals: false,
          permissionCreateReferrals: false,
        })
      ).user,
    );
    const manageOnly = await fhirCallerFor(
      app,
      (
        await newReferralDelegate(app, db, 'fhir-write-manage', physio, {
          permissionViewReferrals: false,
          permissionCreateReferrals: false,
        })
      ).user,
    );
    const { id } = await newReferral(gp, physio);
    assert.equal((await viewOnly('GET', `/Task/${id}`)).status, 200);
    assert.equal((await patch(viewOnly, id, moveTo('accepted'))).status, 403);
    assert.equal((await manageOnly('GET', `/Task/${id}`)).status, 403);
    const moved = await patch(manageOnly, id, moveTo('accepted'));
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.resourceType, 'OperationOutcome');
    assert.equal((await referralRow(db, id)).status, 'ACCEPTED');
    const accepted = (await eventRows(db, id)).at(-1)!;
    assert.equal(accepted.onBehalfOfUserProfileId, physio.user.userProfileId);
    const createOnly = await fhirCallerFor(
      app,
      (
        await newReferralDelegate(app, db, 'fhir-write-create', gp, {
          permissionViewReferrals: false,
          permissionManageReferrals: false,
        })
      ).user,
    );
    const patient = await gp.patients.create();
    const created = await createOnly(
      'POST',
      '/ServiceRequest',
      serviceRequest(patient.id, gp.jobRoleId, physio.crpId),
    );
    assert.equal(created.status, 201, created.text);
    assert.equal(
      (await referralRow(db, Number(created.body.id))).sentByUserProfileId !== gp.user.userProfileId,
      true,
    );
  });
});
