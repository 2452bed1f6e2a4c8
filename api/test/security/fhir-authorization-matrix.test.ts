import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Patient } from '@refnet/contracts/patients';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { ActingPermission } from '../../src/modules/policy/acting-clinician.js';
import { setUpTestApp } from '../helpers/app.js';
import { STAFF } from '../helpers/admin.js';
import { createTestDelegate } from '../helpers/clinicians.js';
import { fhirCallerFor, type FhirAnswer, type FhirCaller } from '../helpers/fhir.js';
import {
  newReferralClinician,
  referralRow,
  referralTableCounts,
  sendReferral,
  type ReferralClinician,
} from '../helpers/referrals.js';

// The FHIR interface × every kind of caller, with real requests aimed at clinician A's records: A; A's
// delegates with each set of permissions; B, a clinician who is no party; C, who receives A's referral
// (pending: C may not see the patient yet); and staff. Only A, or A's delegate holding the permission the
// JSON API would ask for, is answered 2xx; nobody else learns A's patient's identity; a refused write
// changes nothing.

const STATUS_SYSTEM = 'https://refnet.uk/fhir/CodeSystem/referral-status';
const JOB_ROLE_SYSTEM = 'https://refnet.uk/fhir/CodeSystem/job-role';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

interface Caller {
  name: string;
  call: FhirCaller;
  /** A's delegate's permissions; undefined for anyone else. */
  permissions?: Record<Exclude<ActingPermission, 'view'>, boolean>;
  isA?: boolean;
  /** C: the receiver of A's pending referral. */
  isReceiver?: boolean;
}

interface Cell {
  name: string;
  /** What a delegate of A needs (the JSON API's rule for the same act). */
  needs: ActingPermission;
  /** The pending referral's receiver may do it too (seeing the referral, never the patient's identity). */
  receiverMay?: boolean;
  send(caller: Caller): Promise<FhirAnswer>;
  /** Whether the refused write left everything as it was. */
  unchanged?: () => Promise<boolean>;
}

let a: ReferralClinician;
let c: ReferralClinician;
let patient: Patient;
let sentToC: number;
const callers: Caller[] = [];

const PERMISSION_SETS = [
  { view: false, create: false, manage: false },
  { view: true, create: false, manage: false },
  { view: false, create: true, manage: false },
  { view: false, create: false, manage: true },
  { view: true, create: true, manage: true },
];

before(async () => {
  a = await newReferralClinician(app, db, 'fhir-matrix-a', 'Orthoptist');
  const b = await newReferralClinician(app, db, 'fhir-matrix-b', 'Orthoptist');
  c = await newReferralClinician(app, db, 'fhir-matrix-c', 'Dietitian');
  patient = await a.patients.create({
    firstName: 'Isolde',
    lastName: 'Wetherill',
    patientReference: 'MATRIX-A',
  });
  sentToC = (await sendReferral(a, patient.id, c)).id;
  callers.push({ name: 'A', call: await fhirCallerFor(app, a.user), isA: true });
  for (const [index, set] of PERMISSION_SETS.entries()) {
    const delegate = await createTestDelegate(
      db,
      `fhir-matrix-delegate-${index}@refnet.test`,
      a.user.userProfileId,
      {
        permissionViewReferrals: set.view,
        permissionCreateReferrals: set.create,
        permissionManageReferrals: set.manage,
      },
    );
    callers.push({
      name: `A's delegate ${JSON.stringify(set)}`,
      call: await fhirCallerFor(app, delegate),
      permissions: { viewReferrals: set.view, create: set.create, manage: set.manage },
    });
  }
  callers.push({ name: 'B (no party)', call: await fhirCallerFor(app, b.user) });
  callers.push({
    name: 'C (receiver, not accepted)',
    call: await fhirCallerFor(app, c.user),
    isReceiver: true,
  });
  callers.push({ name: 'staff', call: await fhirCallerFor(app, STAFF) });
});

function mayAct(caller: Caller, { needs, receiverMay }: Cell): boolean {
  if (caller.isA) return true;
  if (caller.isReceiver) return receiverMay === true;
  if (!caller.permissions) return false;
  const { viewReferrals, create, manage } = caller.permissions;
  return needs === 'view' ? viewReferrals || create || manage : caller.permissions[needs];
}

const identity = () => [
  patient.firstName,
  patient.lastName,
  patient.dob,
  patient.primaryEmail,
  patient.patientReference,
];

test('FHIR × every caller: only A and the delegates A allowed get through; no identity leaves; refused writes change nothing', async () => {
  const cells: Cell[] = [
    {
      name: 'read ServiceRequest',
      needs: 'viewReferrals',
      receiverMay: true,
      send: ({ call }) => call('GET', `/ServiceRequest/${sentToC}`),
    },
    {
      name: 'read Task',
      needs: 'viewReferrals',
      receiverMay: true,
      send: ({ call }) => call('GET', `/Task/${sentToC}`),
    },
    {
      name: 'export bundle',
      needs: 'viewReferrals',
      receiverMay: true,
      send: ({ call }) => call('GET', `/ServiceRequest/${sentToC}/$referral-bundle`),
    },
    { name: 'read Patient', needs: 'view', send: ({ call }) => call('GET', `/Patient/${patient.id}`) },
    {
      name: 'search finds A’s referral',
      needs: 'viewReferrals',
      receiverMay: true,
      send: async ({ call }) => {
        const answer = await call('GET', `/ServiceRequest?requester=PractitionerRole/${a.crpId}`);
        // A search answers everyone who may search; what matters is whether A's referral is in it.
        const found = answer.status === 200 && answer.text.includes(`"id":"${sentToC}"`);
        return { ...answer, status: found ? 200 : answer.status === 200 ? 404 : answer.status };
      },
    },
    (() => {
      let before = 0;
      return {
        name: 'create from A’s patient',
        needs: 'create' as const,
        send: async ({ call }: Caller) => {
          before = (await referralTableCounts(app)).referrals;
          return call('POST', '/ServiceRequest', {
            resourceType: 'ServiceRequest',
            status: 'active',
            intent: 'order',
            subject: { reference: `Patient/${patient.id}` },
            requester: { reference: `PractitionerRole/${a.crpId}` },
            performerType: { coding: [{ system: JOB_ROLE_SYSTEM, code: String(c.jobRoleId) }] },
            performer: [{ reference: `PractitionerRole/${c.crpId}` }],
            reasonCode: [{ text: 'Matrix probe.' }],
            note: [{ text: 'Matrix probe history.' }],
          });
        },
        unchanged: async () => (await referralTableCounts(app)).referrals === before,
      };
    })(),
    (() => {
      let target = 0;
      return {
        name: 'accept a referral sent to A, through its Task',
        needs: 'manage' as const,
        send: async ({ call }: Caller) => {
          target = (await sendReferral(c, (await c.patients.create()).id, a)).id;
          return call(
            'PATCH',
            `/Task/${target}`,
            [
              {
                op: 'replace',
                path: '/businessStatus',
                value: { coding: [{ system: STATUS_SYSTEM, code: 'accepted' }] },
              },
            ],
            'application/json-patch+json',
          );
        },
        unchanged: async () => (await referralRow(db, target)).status === 'PENDING',
      };
    })(),
  ];

  const leaks: string[] = [];
  let count = 0;
  for (const cell of cells) {
    for (const caller of callers) {
      count += 1;
      const answer = await cell.send(caller);
      const allowed = mayAct(caller, cell);
      const seesIdentity = caller.isA || (caller.permissions !== undefined && allowed);
      const where = `${cell.name} as ${caller.name}: ${answer.status}`;
      if (answer.status >= 500) leaks.push(`${where} (server error)`);
      if (allowed && (answer.status < 200 || answer.status >= 300))
        leaks.push(`${where}: refused but allowed ${answer.text}`);
      if (!seesIdentity) {
        for (const detail of identity())
          if (answer.text.includes(detail)) leaks.push(`${where}: carries "${detail}"`);
      }
      if (!allowed) {
        if (answer.status >= 200 && answer.status < 300)
          leaks.push(`${where}: answered ${answer.text.slice(0, 200)}`);
        if (cell.unchanged && !(await cell.unchanged())) leaks.push(`${where}: changed A's records`);
      }
    }
  }
  console.log(
    `FHIR authorization matrix: ${cells.length} acts × ${callers.length} callers = ${count} cells; leaks: ${leaks.length}`,
  );
  assert.deepEqual(leaks, []);
});
