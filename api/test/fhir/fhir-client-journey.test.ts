import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { Client } from 'fhir-kit-client';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { createApiTokenResponseSchema } from '@refnet/contracts/api-tokens';
import { setUpTestApp } from '../helpers/app.js';
import { assertValidFhir } from '../helpers/fhir.js';
import {
  REFERRAL_TEXT,
  newReferral,
  newReferralClinician,
  type ReferralClinician,
} from '../helpers/referrals.js';

type Resource = { resourceType: string; id?: string; [key: string]: unknown };

/**
 * An outside system's view: fhir-kit-client against RefNet listening on a real port, as a practice system
 * or an integration engine would use it. Every resource it receives must be valid FHIR R4.
 */
describe('FHIR R4 journey with fhir-kit-client', () => {
  let app: RefnetApp;
  let db: Database;
  setUpTestApp((started) => ({ app, db } = started));

  let gp: ReferralClinician;
  let physio: ReferralClinician;
  let gpSystem: Client;
  let physioSystem: Client;

  /** The practice system holds a personal API token its clinician made in their profile (issue 21). */
  const clientFor = async (baseUrl: string, user: ReferralClinician) => {
    const made = await user.call('POST', '/api-tokens/', { name: 'Practice system', expiresInDays: 30 });
    assert.equal(made.statusCode, 200, made.body);
    const { secret } = createApiTokenResponseSchema.parse(made.json());
    return new Client({ baseUrl, bearerToken: secret });
  };

  before(async () => {
    gp = await newReferralClinician(app, db, 'fhir-journey-gp', 'Orthoptist');
    physio = await newReferralClinician(app, db, 'fhir-journey-physio', 'Dietitian');
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `${address}/api/fhir/r4`;
    gpSystem = await clientFor(baseUrl, gp);
    physioSystem = await clientFor(baseUrl, physio);
  });

  const received = <T extends Resource>(resource: unknown): T => {
    assertValidFhir(resource);
    return resource as T;
  };

  it('searches, creates, has the receiver accept through the Task, and reads the accepted patient', async () => {
    await newReferral(gp, physio);
    const capability = received<Resource>(await gpSystem.capabilityStatement());
    assert.equal(capability.fhirVersion, '4.0.1');

    // 1. search the clinician's referrals
    const searched = received<Resource & { entry?: { resource: Resource }[] }>(
      await gpSystem.search({
        resourceType: 'ServiceRequest',
        searchParams: { status: 'active', _count: '10' },
      }),
    );
    assert.equal(searched.entry?.length, 1);

    // 2. create one
    const patient = await gp.patients.create({ firstName: 'Juniper', lastName: 'Ashcombe' });
    const created = received<Resource>(
      await gpSystem.create({
        resourceType: 'ServiceRequest',
        body: {
          resourceType: 'ServiceRequest',
          status: 'active',
          intent: 'order',
          subject: { reference: `Patient/${patient.id}` },
          requester: { reference: `PractitionerRole/${gp.crpId}` },
          performer: [{ reference: `PractitionerRole/${physio.crpId}` }],
          performerType: {
            coding: [
              { system: 'https://refnet.uk/fhir/CodeSystem/job-role', code: String(physio.jobRoleId) },
            ],
          },
          reasonCode: [{ text: REFERRAL_TEXT.mainDescription }],
          note: [{ text: REFERRAL_TEXT.patientHistory }],
        },
      }),
    );
    const id = created.id!;

    // Before accepting, the receiver's system sees the referral but not who the patient is.
    await assert.rejects(
      physioSystem.read({ resourceType: 'Patient', id: String(patient.id) }),
      (error: unknown) => {
        const { response } = error as { response: { status: number; data: unknown } };
        assert.equal(response.status, 403);
        received(response.data);
        return true;
      },
    );

    // 3. the receiver accepts through the Task
    const task = received<Resource>(await physioSystem.read({ resourceType: 'Task', id }));
    assert.equal(task.status, 'requested');
    const accepted = received<Resource>(
      await physioSystem.patch({
        resourceType: 'Task',
        id,
        jsonPatch: [
          { op: 'test', path: '/status', value: 'requested' },
          {
            op: 'replace',
            path: '/businessStatus',
            value: {
              coding: [{ system: 'https://refnet.uk/fhir/CodeSystem/referral-status', code: 'accepted' }],
            },
          },
        ],
      }),
    );
    assert.equal(accepted.status, 'accepted');

    // 4. the receiver reads the accepted patient
    const seen = received<Resource & { name: { family: string }[] }>(
      await physioSystem.read({ resourceType: 'Patient', id: String(patient.id) }),
    );
    assert.equal(seen.name[0]!.family, 'Ashcombe');

    // The sender's system follows the change in its next search.
    const after = received<
      Resource & { entry?: { resource: Resource }[]; link: { relation: string; url: string }[] }
    >(await gpSystem.search({ resourceType: 'ServiceRequest', searchParams: { _count: '1' } }));
    assert.equal(after.entry?.[0]?.resource.id, id);
    const next = received<Resource & { entry?: { resource: Resource }[] }>(
      await gpSystem.nextPage({ bundle: after }),
    );
    assert.equal(next.entry?.length, 1);
  });
});
