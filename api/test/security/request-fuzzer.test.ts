import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { queryPreparedRows } from '../../src/db/query-rows.js';
import { clinicianRoleProfiles } from '../../src/db/schema.js';
import { STAFF } from '../helpers/admin.js';
import { ADMIN, authorization, setUpTestApp, tokenFor } from '../helpers/app.js';
import { newReferralClinician, type ReferralClinician } from '../helpers/referrals.js';
import {
  effectiveAccess,
  enumValues,
  excerpt,
  recordRoutes,
  sampleValue,
  UNKNOWN_LINK,
  VALID_LOOKING_FIELDS,
  type FieldValues,
  type JsonSchema,
  type ProbeRoute,
} from '../helpers/security-probes.js';

// The request fuzzer: for every route with a body, query or params schema, a few requests mutated from a
// valid-looking one generated from that schema (fast-check with fixed seeds: every run sends the same
// requests): a field of the wrong type, a required field left out, a 100 KB string, control characters
// and unpaired surrogates, nesting 200 deep, __proto__ / constructor / prototype keys as real own keys
// (raw JSON text), unknown fields, wrong content types, a body that is no object or no JSON, odd query
// values and odd path parameters. Whatever arrives: never a 5xx, every 4xx says why in a sentence, a 4xx
// writes nothing, and Object.prototype stays clean. Each route is called by the least caller its access
// level lets through (a visitor on public routes), so that the requests reach validation and beyond.

const routes = recordRoutes();
let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** Requests per route; the route's kinds of mutation take turns. */
const CELLS_PER_ROUTE = 12;
/** Each (route, kind) draws from fast-check with this seed mixed with its name: every run repeats exactly. */
const SEED = 20_260_401;
/** Past every field's maximum, and under Fastify's 1 MiB body limit (a route with a lower one says 413). */
const HUGE = 100_000;
/** A real server refuses request heads over 16 KB (431) before the app sees them: URLs stay below. */
const HUGE_IN_URL = 8_000;
const DEPTH = 200;

interface World {
  clinician: ReferralClinician;
  patientId: number;
  clinicId: number;
}

let world: World;
/** The Authorization header of the least caller each access level lets through. */
let callerHeaders: Record<'visitor' | 'clinician' | 'staff' | 'admin', Record<string, string>>;

before(async () => {
  const clinician = await newReferralClinician(app, db, 'fuzz-a', 'Orthoptist');
  const patient = await clinician.patients.create();
  const [crp] = await db
    .select({ clinicId: clinicianRoleProfiles.clinicId })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.id, clinician.crpId));
  world = { clinician, patientId: patient.id, clinicId: crp!.clinicId };
  callerHeaders = {
    visitor: {},
    clinician: clinician.patients.headers,
    staff: authorization(await tokenFor(app, STAFF)),
    admin: authorization(await tokenFor(app, ADMIN)),
  };
});

const callerOf = (route: ProbeRoute): keyof typeof callerHeaders => {
  const access = effectiveAccess(route);
  if (access === 'public') return 'visitor';
  if (access === 'staff') return 'staff';
  return access === 'full-admin' ? 'admin' : 'clinician';
};

/** The fuzzing clinician's own records and valid-looking values: the base every mutation starts from. */
const fieldsFor = (cell: number): FieldValues => ({
  ...VALID_LOOKING_FIELDS,
  patientId: () => world.patientId,
  crpId: () => world.clinician.crpId,
  clinicId: () => world.clinicId,
  userProfileId: () => world.clinician.user.userProfileId,
  delegatingClinicianUserProfileId: () => world.clinician.user.userProfileId,
  jobRoleId: () => world.clinician.jobRoleId,
  jobRoleIds: () => [world.clinician.jobRoleId],
  email: () => `fuzz.${cell}@refnet.test`,
  primaryEmail: () => `fuzz.${cell}@refnet.test`,
  username: () => `fuzz.${cell}@refnet.test`,
});

/**
 * A path parameter's valid-looking value (used while the body or the query is mutated): the clinician's
 * own record where a route writes to it, an enum's first value, else a number or a link that names nothing.
 */
function baseParam(route: ProbeRoute, param: string): string {
  const own: Record<string, () => number> = {
    'PUT /user/clinician-information/update/:id/ :id': () => world.clinicId,
    'PUT /user/clinician-information/deactivate/:id/ :id': () => world.clinician.crpId,
    'PUT /patient/update/:id/ :id': () => world.patientId,
    'POST /admin/set-verification/user-profile/:id/ :id': () => world.clinician.user.userProfileId,
  };
  const ownRecord = own[`${route.key} :${param}`];
  if (ownRecord) return String(ownRecord());
  const [first] = enumValues(route, param);
  if (first !== undefined) return first;
  return { link: UNKNOWN_LINK, publicKey: 'no-such-picture' }[param] ?? '3';
}

// ---------------------------------------------------------------------------------------------------
// Requests as text: JSON with real own __proto__ keys and nesting no JSON.stringify would write

/** JSON text spliced in as is. */
class RawJson {
  constructor(readonly text: string) {}
}

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

type Path = (string | number)[];

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  value !== null && typeof value === 'object' && !(value instanceof RawJson);

/** Every property and array element below the root. */
function pathsIn(value: unknown, path: Path = []): Path[] {
  if (!isContainer(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = [...path, Array.isArray(value) ? Number(key) : key];
    return [here, ...pathsIn(item, here)];
  });
}

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), root);

function setAt(root: unknown, path: Path, value: unknown) {
  const parent = valueAt(root, path.slice(0, -1));
  if (isContainer(parent)) parent[path.at(-1)!] = value;
}

function removeAt(root: unknown, path: Path) {
  const parent = valueAt(root, path.slice(0, -1));
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
  else if (isContainer(parent)) delete parent[path.at(-1)!];
}

/** The paths of the required properties present in `value`, read from its schema. */
function requiredPaths(schema: JsonSchema | undefined, value: unknown, path: Path = []): Path[] {
  if (!schema || !isContainer(value)) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((candidate) => ![candidate.type ?? []].flat().includes('null'));
    return requiredPaths(option ?? options[0], value, path);
  }
  if (Array.isArray(value))
    return value.length > 0 ? requiredPaths(schema.items, value[0], [...path, 0]) : [];
  const own = (schema.required ?? []).filter((key) => key in value).map((key) => [...path, key]);
  const nested = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
    requiredPaths(property, value[key], [...path, key]),
  );
  return [...own, ...nested];
}

const brief = (value: unknown) => {
  const text = value instanceof RawJson ? value.text : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
};
const named = (path: Path) => (path.length === 0 ? '(body)' : path.join('.'));

// ---------------------------------------------------------------------------------------------------
// The mutations

/** What one cell sends, besides its route's method and caller. */
interface FuzzRequest {
  url: string;
  /** JSON text (or not) as sent; undefined: no body. */
  payload?: string;
  /** null: no Content-Type header. */
  contentType?: string | null;
  summary: string;
}

/** What a mutation starts from: the route's valid-looking request, fresh for each cell. */
interface Base {
  route: ProbeRoute;
  body: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
}

const urlOf = (base: Base, params = base.params, query = new URLSearchParams(base.query).toString()) => {
  const path = base.route.url.replace(/:(\w+)/g, (_match, name: string) => params[name]!);
  return query === '' ? path : `${path}?${query}`;
};

/** A mutation, drawn by fast-check, applied to a cell's base. */
type Mutation = (base: Base) => FuzzRequest;

const jsonRequest = (base: Base, body: unknown, summary: string): FuzzRequest => ({
  url: urlOf(base),
  payload: jsonText(body),
  contentType: 'application/json',
  summary,
});

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** A value of another type than `current`'s. */
const OPPOSITE: Record<string, (current: unknown) => unknown> = {
  string: () => 42,
  boolean: () => 'true',
  object: (current) => [current],
  array: (current) => ({ 0: current }),
  null: () => false,
  undefined: () => null,
};

const anyJson = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e-308),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '0', 'true', 'null', '[]', '{}', '1e999', 'NaN'),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 2 }),
);

/** A target path: one of the body's fields, or the body itself when it has none. */
const pick = (paths: Path[], index: number): Path => (paths.length === 0 ? [] : paths[index % paths.length]!);

/** Replaces the target, or the body itself. */
function replaced(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  setAt(body, path, value);
  return body;
}

const CONTROL = ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\ud800', '\udfff', '\u202e', '\ufeff'];

const wrongType: fc.Arbitrary<Mutation> = fc
  .record({ at: fc.nat(), value: anyJson })
  .map(({ at, value }) => (base) => {
    const path = pick(pathsIn(base.body), at);
    const current = valueAt(base.body, path);
    // When the draw kept the type (a number may stay one: an edge value), the opposite of the current value.
    const wrong =
      typeOf(value) !== typeOf(current) || typeof current === 'number'
        ? value
        : OPPOSITE[typeOf(current)]!(current);
    return jsonRequest(
      base,
      replaced(base.body, path, wrong),
      `wrong type: ${named(path)} = ${brief(wrong)}`,
    );
  });

const missingRequired: fc.Arbitrary<Mutation> = fc.nat().map((at) => (base) => {
  const required = requiredPaths(base.route.schemas.body, base.body);
  const path = required.length > 0 ? required[at % required.length]! : pick(pathsIn(base.body), at);
  if (path.length === 0) return jsonRequest(base, {}, 'missing: the whole body ({})');
  removeAt(base.body, path);
  return jsonRequest(base, base.body, `missing: ${named(path)}`);
});

const hugeString: fc.Arbitrary<Mutation> = fc
  .record({ at: fc.nat(), unit: fc.constantFrom('x', 'é', '😀', '\\', '"', ' ') })
  .map(({ at, unit }) => (base) => {
    const strings = pathsIn(base.body).filter((path) => typeof valueAt(base.body, path) === 'string');
    const path = pick(strings.length > 0 ? strings : pathsIn(base.body), at);
    const huge = unit.repeat(HUGE / unit.length);
    return jsonRequest(
      base,
      replaced(base.body, path, huge),
      `huge: ${named(path)} = ${JSON.stringify(unit)} × ${HUGE / unit.length}`,
    );
  });

const controlCharacters: fc.Arbitrary<Mutation> = fc
  .record({
    at: fc.nat(),
    position: fc.nat(),
    characters: fc.array(fc.constantFrom(...CONTROL), { minLength: 1, maxLength: 3 }),
  })
  .map(({ at, position, characters }) => (base) => {
    const strings = pathsIn(base.body).filter((path) => typeof valueAt(base.body, path) === 'string');
    const path = pick(strings.length > 0 ? strings : pathsIn(base.body), at);
    const current = valueAt(base.body, path);
    const text = typeof current === 'string' ? current : 'Probe';
    const cut = position % (text.length + 1);
    const value = `${text.slice(0, cut)}${characters.join('')}${text.slice(cut)}`;
    const codes = characters.map((c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    return jsonRequest(
      base,
      replaced(base.body, path, value),
      `control characters: ${named(path)} with ${codes.join(' ')}`,
    );
  });

const deepNesting: fc.Arbitrary<Mutation> = fc
  .record({ at: fc.nat(), shape: fc.constantFrom('array', 'object', 'mixed') })
  .map(({ at, shape }) => (base) => {
    const path = pick(pathsIn(base.body), at);
    const open = { array: '[', object: '{"a":', mixed: '[{"a":' }[shape];
    const close = { array: ']', object: '}', mixed: '}]' }[shape];
    const nested = new RawJson(`${open.repeat(DEPTH)}1${close.repeat(DEPTH)}`);
    return jsonRequest(
      base,
      replaced(base.body, path, nested),
      `nesting: ${named(path)} = ${shape} ${DEPTH} deep`,
    );
  });

/** Own keys that would reach Object.prototype through a naive merge. */
const POISON: Record<string, string> = {
  __proto__: '{"polluted":1}',
  constructor: '{"prototype":{"polluted":1}}',
  prototype: '{"polluted":1}',
};

const protoKeys: fc.Arbitrary<Mutation> = fc
  .record({ key: fc.constantFrom(...Object.keys(POISON)), at: fc.nat(), nested: fc.boolean() })
  .map(({ key, at, nested }) => (base) => {
    const objects = pathsIn(base.body).filter((path) => {
      const value = valueAt(base.body, path);
      return isContainer(value) && !Array.isArray(value);
    });
    const path = nested && objects.length > 0 ? pick(objects, at) : [];
    const target = valueAt(base.body, path);
    const poisoned = new RawJson(
      `{${JSON.stringify(key)}:${POISON[key]}${isContainer(target) && Object.keys(target).length > 0 ? `,${jsonText(target).slice(1)}` : '}'}`,
    );
    return jsonRequest(
      base,
      replaced(isContainer(base.body) ? base.body : {}, path, poisoned),
      `own key ${key} in ${named(path)}`,
    );
  });

/** Unknown fields, among them the names a careless handler would copy onto a row. */
const extraFields: fc.Arbitrary<Mutation> = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom('isStaff', 'is_staff', 'isSuperuser', 'isVerified', 'verified', 'userId', 'id', 'role'),
      fc.constantFrom('createdByUserProfileId', 'status', '$where', 'a.b', '', ' ', '\u0000'),
      fc.string({ minLength: 1, maxLength: 8 }),
    ),
    anyJson,
    { minKeys: 1, maxKeys: 3 },
  )
  .map((extra) => (base) => {
    const body = isContainer(base.body) && !Array.isArray(base.body) ? { ...base.body, ...extra } : extra;
    return jsonRequest(base, body, `unknown fields: ${brief(extra)}`);
  });

const wrongContentType: fc.Arbitrary<Mutation> = fc
  .constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=fuzz',
    'application/xml',
    'application/json; charset=utf-16le',
    'application/jsonx',
    'application/json\u0000',
    null,
  )
  .map((contentType) => (base) => ({
    url: urlOf(base),
    payload: jsonText(base.body),
    contentType,
    summary: `content type: ${contentType === null ? '(none)' : JSON.stringify(contentType)}`,
  }));

const notAnObject: fc.Arbitrary<Mutation> = fc
  .constantFrom('[]', '"text"', '42', 'null', 'true', '{', '{"a":1,}', "{'a':1}", '\u0000', '  ', '[{}]')
  .map((text) => (base) => ({
    url: urlOf(base),
    payload: text,
    contentType: 'application/json',
    summary: `body: ${JSON.stringify(text)}`,
  }));

/** Query values as they travel: percent-encoded bytes, some of them no UTF-8. */
const ODD_QUERY_VALUES = [
  '',
  '%00',
  '%1F',
  '%7F',
  '%ED%A0%80',
  '%FF',
  '%',
  '%E0%A4%A',
  '-1',
  '99999999999999999999',
  'x'.repeat(HUGE_IN_URL),
];

const oddQuery: fc.Arbitrary<Mutation> = fc
  .record({
    at: fc.nat(),
    value: fc.constantFrom(...ODD_QUERY_VALUES),
    how: fc.constantFrom('value', 'repeated', 'unknown', '__proto__', 'constructor', 'bracketed'),
  })
  .map(({ at, value, how }) => (base) => {
    const keys = Object.keys(base.route.schemas.querystring?.properties ?? {});
    const key = keys[at % keys.length] ?? 'q';
    const pairs = Object.entries(base.query).map(([name, v]) => `${name}=${encodeURIComponent(v)}`);
    const extra = {
      value: [`${key}=${value}`],
      repeated: [`${key}=${value}`, `${key}=${value}`],
      unknown: [`fuzz=${value}`],
      __proto__: [`__proto__=${value}`, '__proto__[polluted]=1'],
      constructor: [`constructor=${value}`, 'constructor[prototype][polluted]=1'],
      bracketed: [`${key}[]=${value}`, `${key}[a]=${value}`],
    }[how];
    return {
      url: urlOf(base, base.params, [...pairs, ...extra].join('&')),
      summary: `query ${how}: ${key}=${brief(value)}`,
    };
  });

/** Path parameters as they travel (already percent-encoded). */
const ODD_PARAMS = [
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '%201',
  '..%2F',
  '..%2F..%2Fadmin',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  'x'.repeat(HUGE_IN_URL),
];

/** A list of distinct odd values for each cell of a route's param mutations, drawn in one go. */
const oddParams = (count: number): fc.Arbitrary<Mutation[]> =>
  fc
    .record({
      values: fc.shuffledSubarray(ODD_PARAMS, {
        minLength: Math.min(count, ODD_PARAMS.length),
        maxLength: Math.min(count, ODD_PARAMS.length),
      }),
      at: fc.nat(),
    })
    .map(({ values, at }) =>
      values.map((value) => (base) => {
        const names = base.route.params;
        const name = names[at % names.length]!;
        const request = base.route.schemas.body
          ? jsonRequest(base, base.body, '')
          : { url: urlOf(base), summary: '' };
        return {
          ...request,
          url: urlOf(base, { ...base.params, [name]: value }),
          summary: `path :${name} = ${brief(value)}`,
        };
      }),
    );

const BODY_KINDS: [string, fc.Arbitrary<Mutation>][] = [
  ['wrong type', wrongType],
  ['missing field', missingRequired],
  ['huge string', hugeString],
  ['control characters', controlCharacters],
  ['deep nesting', deepNesting],
  ['proto keys', protoKeys],
  ['unknown fields', extraFields],
  ['content type', wrongContentType],
  ['not an object', notAnObject],
];

/** A stable 32-bit hash, so that each (route, kind) has a seed of its own. */
const hashOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) | 0;

interface Cell {
  kind: string;
  mutate: Mutation;
}

/** The route's cells: its kinds of mutation take turns over CELLS_PER_ROUTE, fast-check draws the details. */
function cellsFor(route: ProbeRoute): Cell[] {
  const kinds: string[] = [
    ...(route.schemas.body ? BODY_KINDS.map(([kind]) => kind) : []),
    ...(route.schemas.querystring ? ['query'] : []),
    ...(route.schemas.params ? ['path'] : []),
  ];
  const counts = new Map<string, number>();
  for (let cell = 0; cell < CELLS_PER_ROUTE; cell += 1) {
    const kind = kinds[cell % kinds.length]!;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].flatMap(([kind, count]) => {
    const seed = SEED ^ hashOf(`${route.key} ${kind}`);
    const mutations =
      kind === 'path'
        ? fc.sample(oddParams(count), { seed, numRuns: 1 })[0]!
        : fc.sample(kind === 'query' ? oddQuery : BODY_KINDS.find(([name]) => name === kind)![1], {
            seed,
            numRuns: count,
          });
    return mutations.map((mutate) => ({ kind, mutate }));
  });
}

// ---------------------------------------------------------------------------------------------------
// The checks

/**
 * The tables a refused request must leave as they were: all but the ones a refusal writes to by design
 * (login_failures, rate_limit_hits) and the postcode catalogue.
 */
const COUNTED_TABLES = [
  'users',
  'auth_tokens',
  'user_profiles',
  'user_groups',
  'user_group_members',
  'user_profile_job_roles',
  'addresses',
  'clinics',
  'clinician_role_profiles',
  'crp_insurance_agreements',
  'insurance_agreements',
  'job_roles',
  'clinician_contacts',
  'notification_settings',
  'delegate_user_links',
  'one_time_links',
  'email_verifications',
  'outbox_emails',
  'support_requests',
  'profile_pictures',
  'patients',
  'referrals',
  'referral_events',
  'received_patients',
  'open_referral_notices',
  'open_referral_counts',
  'referral_counterpart_tallies',
  'referral_patient_tallies',
  'favourite_clinicians',
  'clinician_invitations',
  'admin_audit_events',
] as const;

/** Every counted table's row count, in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  await app.mailer.idle(); // a referral's notices are written after its answer
  const columns = sql.join(
    COUNTED_TABLES.map(
      (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const [row] = await queryPreparedRows<Record<string, number>>(
    db,
    'fuzzer-row-counts',
    sql`select ${columns}`,
  );
  return row!;
}

/** The sentence a 4xx gives: RefNet's `{ message: { variant: 'danger', message } }`, or a 401/403's `{ detail }`. */
function messageOf(response: LightMyRequestResponse): string | undefined {
  let body: { message?: { variant?: unknown; message?: unknown }; detail?: unknown };
  try {
    body = response.json();
  } catch {
    return undefined;
  }
  if (body?.message?.variant === 'danger' && typeof body.message.message === 'string') {
    return body.message.message.trim() || undefined;
  }
  const auth = response.statusCode === 401 || response.statusCode === 403;
  return auth && typeof body?.detail === 'string' ? body.detail.trim() || undefined : undefined;
}

const prototypeNames = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((proto) =>
    Object.getOwnPropertyNames(proto).sort(),
  );

/** Routes that end the fuzzing caller's standing if a mutated request slips through: fuzzed last. */
const LAST = [
  'PUT /user/clinician-information/deactivate/:id/',
  'POST /user/clinician-information/remove-clinic/',
  'PUT /user/password/update/',
  'DELETE /user/deactivate-account/:id/',
];

interface Finding {
  route: string;
  input: string;
  status: number;
  why: string;
}

const tally = (counts: Map<number, number>) =>
  [...counts]
    .sort(([x], [y]) => x - y)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

test('fuzzed requests from the zod schemas: never a 5xx, every 4xx with a message, nothing written on a 4xx', async () => {
  const startedAt = Date.now();
  const fuzzed = routes.filter(({ schemas }) => schemas.body || schemas.querystring || schemas.params);
  assert.ok(fuzzed.length > 30, `the route table was recorded (${fuzzed.length} routes with a schema)`);
  const order = (route: ProbeRoute) =>
    LAST.includes(route.key) ? 2 + LAST.indexOf(route.key) : route.method === 'GET' ? 0 : 1;
  const ordered = [...fuzzed].sort((x, y) => order(x) - order(y));

  const cleanPrototypes = prototypeNames();
  const serverErrors: Finding[] = [];
  const withoutMessage: Finding[] = [];
  const rowChanges: Finding[] = [];
  const pollution: Finding[] = [];
  /** Mutated requests answered 2xx, by route (allowed: the schema strips unknown fields, trims text…). */
  const accepted = new Map<string, string[]>();
  const statusesByKind = new Map<string, Map<number, number>>();
  let cells = 0;
  /** The row counts after the last cell. */
  let counts = await rowCounts();
  for (const route of ordered) {
    const headers = callerHeaders[callerOf(route)];
    for (const { kind, mutate } of cellsFor(route)) {
      cells += 1;
      const base: Base = {
        route,
        body: route.schemas.body ? sampleValue(route.schemas.body, fieldsFor(cells)) : undefined,
        params: Object.fromEntries(route.params.map((param) => [param, baseParam(route, param)])),
        query: (route.schemas.querystring ? sampleValue(route.schemas.querystring, {}) : {}) as Record<
          string,
          string
        >,
      };
      const request = mutate(base);
      const contentType = request.contentType ? { 'content-type': request.contentType } : {};
      const response = await app.inject({
        method: route.method,
        url: request.url,
        headers: { ...headers, ...contentType },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const status = response.statusCode;
      const byKind = statusesByKind.get(kind) ?? new Map<number, number>();
      statusesByKind.set(kind, byKind.set(status, (byKind.get(status) ?? 0) + 1));
      const finding = (why: string): Finding => ({ route: route.key, input: request.summary, status, why });
      if (status >= 500) serverErrors.push(finding(excerpt(response.body)));
      else if (status >= 400 && !messageOf(response)) withoutMessage.push(finding(excerpt(response.body)));
      else if (status < 400) accepted.set(route.key, [...(accepted.get(route.key) ?? []), request.summary]);

      const polluted = ({} as Record<string, unknown>).polluted;
      if (polluted !== undefined || prototypeNames().join() !== cleanPrototypes.join()) {
        pollution.push(finding(`Object.prototype changed (polluted: ${String(polluted)})`));
      }
      const before = counts;
      counts = await rowCounts();
      const changed = COUNTED_TABLES.filter((table) => before[table] !== counts[table]);
      if (status >= 400 && status < 500 && changed.length > 0) {
        rowChanges.push(
          finding(changed.map((table) => `${table} ${before[table]} → ${counts[table]}`).join(', ')),
        );
      }
    }
  }

  const signedIn = await app.inject({
    method: 'GET',
    url: '/api/v1/user/check-auth/',
    headers: callerHeaders.clinician,
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `request fuzzer: ${fuzzed.length} routes, ${cells} requests, ${serverErrors.length} 5xx, ` +
      `${withoutMessage.length} 4xx without a message, ${rowChanges.length} row changes after a 4xx ` +
      `(${seconds} s, seed ${SEED})`,
  );
  for (const [kind, statuses] of statusesByKind) console.log(`  ${kind}: ${tally(statuses)}`);
  for (const [route, inputs] of accepted) console.log(`  2xx ${route}: ${inputs.join('; ')}`);
  assert.deepEqual(serverErrors, []);
  assert.deepEqual(withoutMessage, []);
  assert.deepEqual(rowChanges, []);
  assert.deepEqual(pollution, []);
  assert.equal(signedIn.statusCode, 200, `the fuzzing clinician stayed signed in: ${signedIn.body}`);
});
