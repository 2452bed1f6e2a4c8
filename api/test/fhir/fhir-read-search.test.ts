import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { setUpTestApp } from '../helpers/app.js';
import { STAFF } from '../helpers/admin.js';
import { diagnosticsOf, fhirCaller, fhirCallerFor, resourcesOf, type FhirCaller } from '../helpers/fhir.js';
import {
  REFERRAL_TEXT,
  newReferral,
  newReferralClinician,
  type ReferralClinician,
} from '../helpers/referrals.js';

const REFNET_JOB_ROLE = 'https://refnet.uk/fhir/CodeSystem/job-role';

describe('FHIR R4: capability, reads and ServiceRequest search', () => {
  let app: RefnetApp;
  let db: Database;
  setUpTestApp((started) => ({ app, db } = started));

  let gp: ReferralClinician;
  let optometrist: ReferralClinician;
  let asGp: FhirCaller;
  let asOptometrist: FhirCaller;
  let named: number;
  let open: number;
  let cancelled: number;

  before(async () => {
    gp = await newReferralClinician(app, db, 'fhir-read-gp', 'Orthoptist');
    optometrist = await newReferralClinician(app, db, 'fhir-read-optometrist', 'Orthoptist');
    asGp = await fhirCallerFor(app, gp.user);
    asOptometrist = await fhirCallerFor(app, optometrist.user);
    named = (await newReferral(gp, optometrist)).id;
    open = (await newReferral(gp, { openTo: gp.jobRoleId })).id;
    cancelled = (await newReferral(gp, optometrist)).id;
    assert.equal((await gp.call('DELETE', `/referrals/delete/${cancelled}/`)).statusCode, 200);
  });

  it('publishes a CapabilityStatement to anyone, naming exactly the resources it serves', async () => {
    const answer = await fhirCaller(app)('GET', '/metadata');
    assert.equal(answer.status, 200);
    const statement = answer.body as unknown as fhir4CapabilityStatement;
    assert.equal(statement.resourceType, 'CapabilityStatement');
    assert.equal(statement.fhirVersion, '4.0.1');
    assert.deepEqual(
      statement.rest[0]!.resource.map((resource) => resource.type),
      ['ServiceRequest', 'Task', 'Patient', 'Practitioner', 'PractitionerRole'],
    );
  });

  it('reads a named referral as a ServiceRequest with every mapped field', async () => {
    const answer = await asGp('GET', `/ServiceRequest/${named}`);
    assert.equal(answer.status, 200, answer.text);
    const request = answer.body;
    assert.equal(request.status, 'active');
    assert.equal(request.intent, 'order');
    assert.match(String((request.subject as { reference: string }).reference), /^Patient\/\d+$/);
    assert.equal((request.requester as { reference: string }).reference, `PractitionerRole/${gp.crpId}`);
    assert.deepEqual(
      (request.performer as { reference: string }[]).map((performer) => performer.reference),
      [`PractitionerRole/${optometrist.crpId}`],
    );
    const coding = (request.performerType as { coding: { system: string; code: string }[] }).coding[0]!;
    assert.deepEqual([coding.system, coding.code], [REFNET_JOB_ROLE, String(gp.jobRoleId)]);
    assert.deepEqual(request.reasonCode, [{ text: REFERRAL_TEXT.mainDescription }]);
    assert.deepEqual(request.note, [{ text: REFERRAL_TEXT.patientHistory }]);
    assert.ok(!Number.isNaN(Date.parse(String(request.authoredOn))));
  });

  it('shows an open referral with its job role as performerType and no performer', async () => {
    const request = (await asGp('GET', `/ServiceRequest/${open}`)).body;
    assert.equal(request.performer, undefined);
    assert.equal(
      (request.performerType as { coding: { code: string }[] }).coding[0]!.code,
      String(gp.jobRoleId),
    );
  });

  it('maps a cancelled referral to revoked, and its Task to cancelled', async () => {
    assert.equal((await asGp('GET', `/ServiceRequest/${cancelled}`)).body.status, 'revoked');
    const task = (await asGp('GET', `/Task/${cancelled}`)).body;
    assert.equal(task.status, 'cancelled');
    assert.equal((task.businessStatus as { coding: { code: string }[] }).coding[0]!.code, 'cancelled');
    assert.deepEqual(task.focus, { reference: `ServiceRequest/${cancelled}` });
  });

  it("searches the caller's referrals as a searchset Bundle, newest first", async () => {
    const answer = await asGp('GET', '/ServiceRequest');
    assert.equal(answer.body.type, 'searchset');
    assert.deepEqual(
      resourcesOf<{ id: string }>(answer).map((request) => Number(request.id)),
      [cancelled, open, named],
    );
  });

  it('pages with _count and next links until every match is seen once', async () => {
    const seen: number[] = [];
    let answer = await asGp('GET', '/ServiceRequest?_count=1');
    for (;;) {
      seen.push(...resourcesOf<{ id: string }>(answer).map((request) => Number(request.id)));
      const next = (answer.body.link as { relation: string; url: string }[]).find(
        (link) => link.relation === 'next',
      );
      if (!next) break;
      assert.match(next.url, /_count=1/);
      answer = await asGp('GET', next.url.slice(next.url.indexOf('/ServiceRequest')));
    }
    assert.deepEqual(seen, [cancelled, open, named]);
  });

  it('filters by status, requester, performer and _lastUpdated', async () => {
    const ids = async (query: string) =>
      resourcesOf<{ id: string }>(await asGp('GET', `/ServiceRequest?${query}`)).map((request) =>
        Number(request.id),
      );
    assert.deepEqual(await ids('status=revoked'), [cancelled]);
    assert.deepEqual(await ids('status=active,completed'), [open, named]);
    assert.deepEqual(await ids(`requester=PractitionerRole/${gp.crpId}`), [cancelled, open, named]);
    assert.deepEqual(await ids(`performer=PractitionerRole/${optometrist.crpId}&status=active`), [named]);
    assert.deepEqual(await ids(`requester=${optometrist.crpId}`), []);
    assert.deepEqual(await ids('_lastUpdated=ge2000-01-01'), [cancelled, open, named]);
    assert.deepEqual(await ids('_lastUpdated=gt2999'), []);
    assert.deepEqual(await ids('_lastUpdated=lt2000-01-01T00:00:00Z'), []);
  });

  it("shows the receiver the referral sent to them, and nobody else's", async () => {
    const ids = resourcesOf<{ id: string }>(await asOptometrist('GET', '/ServiceRequest')).map((r) =>
      Number(r.id),
    );
    // The open referral went to the optometrist's job role too: they may see it and claim it.
    assert.deepEqual(ids, [cancelled, open, named]);
    const stranger = await newReferralClinician(app, db, 'fhir-read-stranger', 'Dietitian');
    const asStranger = await fhirCallerFor(app, stranger.user);
    assert.deepEqual(resourcesOf(await asStranger('GET', '/ServiceRequest')), []);
    const refused = await asStranger('GET', `/ServiceRequest/${named}`);
    assert.equal(refused.status, 404);
    assert.equal((await asStranger('GET', `/Task/${named}`)).status, 404);
  });

  it('refuses a search it cannot answer exactly, with an OperationOutcome saying why', async () => {
    for (const [query, words] of [
      ['status=draft', /status "draft"/],
      ['_lastUpdated=yesterday', /_lastUpdated "yesterday"/],
      ['_count=0', /_count must be a whole number from 1 to 100/],
      ['_count=101', /_count must be a whole number from 1 to 100/],
      ['requester=Patient/1', /requester must name a PractitionerRole/],
      ['subject=Patient/1', /Unsupported search parameter subject/],
    ] as const) {
      const answer = await asGp('GET', `/ServiceRequest?${query}`);
      assert.equal(answer.status, 400, query);
      assert.match(diagnosticsOf(answer), words);
    }
  });

  it('reads Practitioner and PractitionerRole for any approved user', async () => {
    const asStaff = await fhirCallerFor(app, STAFF);
    const role = await asStaff('GET', `/PractitionerRole/${optometrist.crpId}`);
    assert.equal(role.status, 200, role.text);
    assert.deepEqual(role.body.practitioner, {
      reference: `Practitioner/${optometrist.user.userProfileId}`,
      display: `Dr Test fhir-read-optometrist`,
    });
    assert.equal(role.body.active, true);
    const practitioner = await asGp('GET', `/Practitioner/${optometrist.user.userProfileId}`);
    assert.equal(practitioner.status, 200, practitioner.text);
    assert.equal((practitioner.body.name as { family: string }[])[0]!.family, 'fhir-read-optometrist');
    const qualification = practitioner.body.qualification as { code: { coding: { code: string }[] } }[];
    assert.deepEqual(
      qualification.map((q) => q.code.coding[0]!.code),
      [String(optometrist.jobRoleId)],
    );
  });

  it('answers what is not there with a 404 OperationOutcome', async () => {
    for (const path of [
      '/ServiceRequest/999999',
      '/ServiceRequest/abc',
      '/Task/0',
      '/Patient/999999',
      '/Practitioner/999999',
      '/PractitionerRole/999999',
      '/Observation/1',
    ]) {
      const answer = await asGp('GET', path);
      assert.equal(answer.status, 404, path);
      assert.ok(diagnosticsOf(answer).length > 0);
    }
  });

  it('answers a call without a valid sign-in with 401 and an OperationOutcome', async () => {
    const anonymous = await fhirCaller(app)('GET', '/ServiceRequest');
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.headers['www-authenticate'], 'Bearer realm="RefNet FHIR"');
    assert.equal((anonymous.body as { issue: { code: string }[] }).issue[0]!.code, 'login');
    const forged = await fhirCaller(app, { authorization: 'Token not-a-session' })('GET', '/ServiceRequest');
    assert.equal(forged.status, 401);
  });
});

interface fhir4CapabilityStatement {
  resourceType: string;
  fhirVersion: string;
  rest: { resource: { type: string }[] }[];
}
