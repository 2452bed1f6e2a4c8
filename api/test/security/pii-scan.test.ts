import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { XLSX_CONTENT_TYPE } from '@refnet/contracts/admin';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { insuranceAgreements } from '../../src/db/schema.js';
import { readWorkbook } from '../helpers/admin.js';
import { setUpTestApp } from '../helpers/app.js';
import { attachmentCaller, TINY_PDF } from '../helpers/attachments.js';
import type { PatientFields } from '../helpers/patients.js';
import { newReferralClinician, sendReferral, type ReferralClinician } from '../helpers/referrals.js';
import {
  UNKNOWN_LINK,
  arrangeCallers,
  enumValues,
  excerpt,
  fillPath,
  probe,
  recordRoutes,
  type Finding,
  type ProbeCaller,
  type ProbeRoute,
} from '../helpers/security-probes.js';

// The PII scan: every GET route of the running app, called as every kind of caller with every record id
// and list group there is, and each answer searched for the name, birth date, e-mail, phone number,
// reference and address of every patient that caller may not see (SPEC §4: a PENDING or OPEN referral's
// receiver sees the patient anonymised until they accept; staff see patients anonymised). A patient
// search by a hidden patient's name must answer exactly as a search for a name no one has.

const routes = recordRoutes();
let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** Distinctive patients, unlike any demo or other test data. */
const PATIENTS = {
  /** A's, never referred. */
  kept: {
    firstName: 'Ysoldine',
    lastName: 'Quennevalle',
    dob: '1948-03-17',
    primaryEmail: 'ysoldine.quennevalle@pii-probe.example',
    primaryPhoneNumber: '+44 7457 318206',
    patientReference: 'PII-REF-4471',
    firstLine: '41 Larkspur Yard',
  },
  /** A's, referred to B: PENDING (B sees it anonymised). */
  pending: {
    firstName: 'Thaddicus',
    lastName: 'Wrexlington',
    dob: '1955-08-09',
    primaryEmail: 'thaddicus.wrexlington@pii-probe.example',
    primaryPhoneNumber: '+44 7458 629317',
    patientReference: 'PII-REF-5582',
    firstLine: '52 Hollyhock Wynd',
  },
  /** A's, referred to every clinician of B's job role: OPEN (B sees it anonymised). */
  open: {
    firstName: 'Marivelle',
    lastName: 'Fenwhistle',
    dob: '1962-12-21',
    primaryEmail: 'marivelle.fenwhistle@pii-probe.example',
    primaryPhoneNumber: '+44 7459 730428',
    patientReference: 'PII-REF-6693',
    firstLine: '63 Teasel Garth',
  },
  /** B's, referred to A and accepted: A sees it, and A's delegates who may view referrals. */
  received: {
    firstName: 'Oleandro',
    lastName: 'Brackwaterly',
    dob: '1971-06-30',
    primaryEmail: 'oleandro.brackwaterly@pii-probe.example',
    primaryPhoneNumber: '+44 7461 841539',
    patientReference: 'PII-REF-7704',
    firstLine: '74 Sorrel Chase',
  },
} satisfies Record<string, PatientFields>;

type PatientKey = keyof typeof PATIENTS;

/** Who may see each patient's details (SPEC §4, §6); everyone else must never be shown them. */
const MAY_SEE: Record<PatientKey, (caller: ProbeCaller) => boolean> = {
  // A's own patients: A, and A's delegates with any permissions (`view` is any active link).
  kept: (caller) => caller.actsFor === 'A',
  pending: (caller) => caller.actsFor === 'A',
  open: (caller) => caller.actsFor === 'A',
  // B's patient: B and B's delegate; A, and A's delegates who may view referrals.
  received: (caller) =>
    caller.actsFor === 'B' ||
    caller.side === 'owner' ||
    (caller.side === 'delegate' && caller.permissions!.permissionViewReferrals),
};

/** The strings that give a patient away: lower case; the phone number as its last ten digits. */
const giveaways = (patient: PatientFields) => [
  patient.firstName!.toLowerCase(),
  patient.lastName!.toLowerCase(),
  patient.dob!,
  patient.primaryEmail!.toLowerCase(),
  patient.primaryPhoneNumber!.replace(/\D/g, '').slice(-10),
  patient.patientReference!.toLowerCase(),
  patient.firstLine!.toLowerCase(),
];

interface World {
  a: ReferralClinician;
  b: ReferralClinician;
  patientIds: Record<PatientKey, number>;
  /** The referrals of the pending, open and received patients. */
  referralIds: number[];
  /** A's letter on the pending referral, named after and naming its patient (B reads it once accepted). */
  attachmentIds: number[];
  insurerId: number;
}

let world: World;
let callers: ProbeCaller[];

before(async () => {
  const a = await newReferralClinician(app, db, 'pii-a', 'Orthoptist');
  const b = await newReferralClinician(app, db, 'pii-b', 'Dentist');
  const kept = await a.patients.create(PATIENTS.kept);
  const pending = await a.patients.create(PATIENTS.pending);
  const pendingReferral = await sendReferral(a, pending.id, b);
  const open = await a.patients.create(PATIENTS.open);
  const openReferral = await sendReferral(a, open.id, { openTo: b.jobRoleId });
  const received = await b.patients.create(PATIENTS.received);
  const referral = await sendReferral(b, received.id, a);
  const accepted = await a.call('POST', `/referrals/accept/${referral.id}/`);
  assert.equal(accepted.statusCode, 200, accepted.body);
  // Once accepted, messages may name the patient (issue 22): seen by both sides, never by staff.
  const named = await b.call('POST', `/referrals/${referral.id}/messages/`, {
    body: `${PATIENTS.received.firstName} ${PATIENTS.received.lastName}, born ${PATIENTS.received.dob}.`,
  });
  assert.equal(named.statusCode, 200, named.body);
  const [insurer] = await db
    .select({ id: insuranceAgreements.id })
    .from(insuranceAgreements)
    .where(eq(insuranceAgreements.verified, true))
    .limit(1);
  world = {
    a,
    b,
    patientIds: { kept: kept.id, pending: pending.id, open: open.id, received: received.id },
    referralIds: [pendingReferral.id, openReferral.id, referral.id],
    attachmentIds: [await attachLetter(a, pendingReferral.id, PATIENTS.pending)],
    insurerId: insurer!.id,
  };
  callers = await arrangeCallers(app, db, { a, b, prefix: 'pii' });
});

/** A PDF named after the patient and naming them inside, attached by `from` (issue 22). */
async function attachLetter(from: ReferralClinician, referralId: number, patient: PatientFields) {
  const letter = Buffer.concat([
    TINY_PDF,
    Buffer.from(`% ${patient.firstName} ${patient.lastName} ${patient.dob}\n`),
  ]);
  const files = await attachmentCaller(app, from.user);
  const response = await files.upload(referralId, {
    fileName: `${patient.lastName} letter.pdf`,
    content: letter,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ attachment: { id: number } }>().attachment.id;
}

/**
 * Every value a path parameter takes: `<route> :<param>` where the name alone does not say, else
 * `:<param>`; an enum parameter (:group) takes every value of its schema.
 */
const PATH_VALUES: Record<string, (w: World) => (string | number)[]> = {
  'GET /patient/:id/ :id': (w) => Object.values(w.patientIds),
  'GET /patient/referrals/:id/ :id': (w) => Object.values(w.patientIds),
  'GET /clinician-information/:id/ :id': (w) => [w.a.user.userProfileId, w.b.user.userProfileId],
  'GET /user-crp-information/:id/ :id': (w) => [w.a.crpId, w.b.crpId],
  'GET /job-roles/:id/ :id': (w) => [w.b.jobRoleId],
  'GET /api/fhir/r4/ServiceRequest/:id :id': (w) => w.referralIds,
  'GET /api/fhir/r4/ServiceRequest/:id/$referral-bundle :id': (w) => w.referralIds,
  'GET /api/fhir/r4/Task/:id :id': (w) => w.referralIds,
  'GET /referrals/:refId/timeline/ :refId': (w) => w.referralIds,
  'GET /staff/referrals/:refId/timeline/ :refId': (w) => w.referralIds,
  'GET /referrals/:refId/attachments/:attachmentId/ :refId': (w) => w.referralIds,
  ':attachmentId': (w) => w.attachmentIds,
  'GET /api/fhir/r4/Patient/:id :id': (w) => Object.values(w.patientIds),
  'GET /api/fhir/r4/Practitioner/:id :id': (w) => [w.a.user.userProfileId, w.b.user.userProfileId],
  'GET /api/fhir/r4/PractitionerRole/:id :id': (w) => [w.a.crpId, w.b.crpId],
  'GET /insurance-agreements/:id/ :id': (w) => [w.insurerId],
  ':number': () => [5],
  ':link': () => [UNKNOWN_LINK],
  ':publicKey': () => ['no-such-picture'],
};

const valuesOf = (route: ProbeRoute, param: string): (string | number)[] | undefined => {
  const listed = PATH_VALUES[`${route.key} :${param}`] ?? PATH_VALUES[`:${param}`];
  if (listed) return listed(world);
  const values = enumValues(route, param);
  return values.length > 0 ? values : undefined;
};

/** A name no patient has: what a search for a hidden patient must be indistinguishable from. */
const NO_ONE = 'Zzyzxnobody';

/** Every URL of a route: each combination of its path values, and of name searches where it takes one. */
function urlsOf(route: ProbeRoute): { url: string; search?: string }[] {
  let combinations: Record<string, string | number>[] = [{}];
  for (const param of route.params) {
    combinations = combinations.flatMap((combination) =>
      valuesOf(route, param)!.map((value) => ({ ...combination, [param]: value })),
    );
  }
  const searches = route.schemas.querystring?.properties?.search
    ? [undefined, NO_ONE, ...Object.values(PATIENTS).map((patient) => patient.lastName)]
    : [undefined];
  return combinations.flatMap((combination) =>
    searches.map((search) => {
      const url = fillPath(route, combination);
      return search === undefined ? { url } : { url: `${url}?search=${encodeURIComponent(search)}`, search };
    }),
  );
}

/** The answer as text to search: a spreadsheet's cells, anything else its body. */
async function textOf(response: LightMyRequestResponse): Promise<string> {
  if (String(response.headers['content-type']).startsWith(XLSX_CONTENT_TYPE) && response.statusCode === 200) {
    return JSON.stringify(await readWorkbook(response.rawPayload));
  }
  return response.body;
}

test('no GET answer shows any caller a patient they may not see', async () => {
  const startedAt = Date.now();
  const gets = routes.filter((route) => route.method === 'GET');
  assert.ok(gets.length > 30, `the route table was recorded (${gets.length} GET routes)`);
  const keys = new Set(routes.map((route) => route.key));
  const stale = Object.keys(PATH_VALUES)
    .filter((key) => !key.startsWith(':'))
    .map((key) => key.split(' :')[0]!)
    .filter((key) => !keys.has(key));
  assert.deepEqual(stale, [], 'every table entry names a route of the app');
  const unmapped = gets.flatMap((route) =>
    route.params.filter((param) => !valuesOf(route, param)).map((param) => `${route.key} :${param}`),
  );
  assert.deepEqual(unmapped, [], 'every path parameter has values: add it to PATH_VALUES');

  const leaks: Finding[] = [];
  const serverErrors: Finding[] = [];
  let cells = 0;
  let scannedBytes = 0;
  /** Controls: each giveaway shown to someone who may see it, and searches that find a visible patient. */
  const shown = new Set<string>();
  let searchesFinding = 0;
  for (const route of gets) {
    for (const caller of callers) {
      const hidden = (Object.keys(PATIENTS) as PatientKey[]).filter((key) => !MAY_SEE[key](caller));
      const forbidden = hidden.flatMap((key) => giveaways(PATIENTS[key]).map((value) => ({ key, value })));
      const visible = (Object.keys(PATIENTS) as PatientKey[])
        .filter((key) => !hidden.includes(key))
        .flatMap((key) => giveaways(PATIENTS[key]));
      /** The answer to a search for NO_ONE, per URL without the search. */
      const noOne = new Map<string, string>();
      for (const { url, search } of urlsOf(route)) {
        cells += 1;
        const response = await probe(app, caller, route.method, url);
        const { statusCode: status } = response;
        const finding = (why: string) => ({ route: route.key, url, caller: caller.name, status, why });
        if (status >= 500) serverErrors.push(finding(excerpt(response.body)));
        const text = await textOf(response);
        scannedBytes += text.length;
        const lower = text.toLowerCase();
        const digits = text.replace(/[\s()-]/g, '');
        for (const { key, value } of forbidden) {
          if (lower.includes(value) || (/^\d{10}$/.test(value) && digits.includes(value))) {
            leaks.push(finding(`shows the ${key} patient's "${value}"`));
          }
        }
        for (const value of visible) if (lower.includes(value) || digits.includes(value)) shown.add(value);
        if (search === undefined) continue;
        const page = url.slice(0, url.indexOf('?'));
        const answer = `${status} ${response.body}`;
        if (search === NO_ONE) noOne.set(page, answer);
        const searched = hidden.find((key) => PATIENTS[key].lastName === search);
        if (searched && answer !== noOne.get(page)) {
          leaks.push(
            finding(`a search for the ${searched} patient's name finds them: ${excerpt(response.body)}`),
          );
        }
        if (!searched && search !== NO_ONE && answer !== noOne.get(page)) searchesFinding += 1;
      }
    }
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `PII scan: ${gets.length} GET routes × ${callers.length} callers = ${cells} cells ` +
      `(${Math.round(scannedBytes / 1024)} KiB scanned for ${Object.keys(PATIENTS).length} patients) ` +
      `in ${seconds} s; 5xx: ${serverErrors.length}; leaks: ${leaks.length}`,
  );
  // The scan sees what it looks for: every giveaway reached someone allowed to see it, and searches work.
  const neverShown = Object.values(PATIENTS)
    .flatMap(giveaways)
    .filter((value) => !shown.has(value));
  assert.deepEqual(neverShown, [], 'every giveaway is shown to a caller who may see it');
  assert.ok(searchesFinding > 0, 'a search for a visible patient finds them');
  assert.deepEqual(serverErrors, []);
  assert.deepEqual(leaks, []);
});
