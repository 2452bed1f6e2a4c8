// What the security probes (test/security/) share: the app's own route table, the callers, and requests
// generated from the routes' schemas. The probes are data-driven: a new route is probed without a change
// here, and a new kind of path parameter fails the probe until its table says what to put in it.
import diagnostics from 'node:diagnostics_channel';
import { before } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import type { Access } from '../../src/plugins/auth.js';
import { STAFF } from './admin.js';
import { ADMIN, authorization, tokenFor } from './app.js';
import { createTestDelegate, createTestUser } from './clinicians.js';
import type { Permissions } from './delegate-endpoints.js';
import type { ReferralClinician } from './referrals.js';

// ---------------------------------------------------------------------------------------------------
// The route table

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The subset of JSON Schema that z.toJSONSchema writes and the probes read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface ProbeRoute {
  method: Method;
  /** The full path as registered, e.g. /api/v1/patient/:id/. */
  url: string;
  /** Method and path without the /api/v1 prefix, as the probes' tables name a route. */
  key: string;
  /** config.access as declared (the auth plugin refuses undeclared /api routes at start). */
  access: Access;
  /** Path parameters, in order. */
  params: string[];
  /** The route's zod schemas as (input) JSON Schema. */
  schemas: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

const API_PREFIX = '/api/v1';

const toJsonSchema = (schema: unknown): JsonSchema | undefined =>
  schema === undefined
    ? undefined
    : (z.toJSONSchema(schema as z.core.$ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema);

function toProbeRoute(route: RouteOptions, method: string): ProbeRoute {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return {
    method: method as Method,
    url: route.url,
    key: `${method} ${route.url.startsWith(`${API_PREFIX}/`) ? route.url.slice(API_PREFIX.length) : route.url}`,
    access: (route.config as { access?: Access } | undefined)?.access ?? 'public',
    params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
    schemas: {
      params: toJsonSchema(schema.params),
      querystring: toJsonSchema(schema.querystring),
      body: toJsonSchema(schema.body),
    },
  };
}

/**
 * The routes of the next app this file builds, as that app registers them: call at the top of the file,
 * before setUpTestApp. Fastify announces each new instance on the `fastify.initialization` diagnostics
 * channel before any plugin is registered; an onRoute hook added there sees every route of every
 * plugin. HEAD routes (Fastify's copies of the GET routes) are left out.
 */
export function recordRoutes(): ProbeRoute[] {
  const routes: ProbeRoute[] = [];
  before(() => {
    const onInitialization = (message: unknown) => {
      diagnostics.unsubscribe('fastify.initialization', onInitialization);
      const { fastify } = message as { fastify: FastifyInstance };
      fastify.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(toProbeRoute(route, method));
        }
      });
    };
    diagnostics.subscribe('fastify.initialization', onInitialization);
  });
  return routes;
}

export const ACCESS_RANK: Record<Access, number> = {
  public: 0,
  authenticated: 1,
  verified: 2,
  staff: 3,
  'full-admin': 4,
};

/**
 * Routes whose handler asks for more than their config.access says, and what they really need: the
 * probes hold them to it.
 */
export const STRICTER_THAN_DECLARED: Record<string, { access: Access; reason: string }> = {
  'POST /admin/new-admin-user/': {
    access: 'full-admin',
    reason:
      'declared staff; its preValidation refuses all but Full Admin (SPEC §6: only Full Admin adds admins)',
  },
};

export const effectiveAccess = (route: ProbeRoute): Access =>
  STRICTER_THAN_DECLARED[route.key]?.access ?? route.access;

/** The values of an enum path parameter (e.g. :group) from the route's params schema, else none. */
export const enumValues = (route: ProbeRoute, param: string): string[] =>
  (route.schemas.params?.properties?.[param]?.enum ?? []).map(String);

export const fillPath = (route: ProbeRoute, values: Record<string, string | number>) =>
  route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));

// ---------------------------------------------------------------------------------------------------
// Bodies generated from the schemas

/**
 * A body field's value by name (or by `parent.name` for a nested one), from the probe's world; a
 * function answering undefined leaves the field out.
 */
export type FieldValues = Record<string, () => unknown>;

export const PROBE_PASSWORD = 'Probe-password-2026!';

/**
 * Valid-looking values of the body fields that name no record and no account (spread them under a
 * probe's own ids and e-mail addresses): a wrong current password, a clinic set active, A verified.
 */
export const VALID_LOOKING_FIELDS: FieldValues = {
  specifiedClinician: () => true,
  mainDescription: () => 'Probe: reduced acuity.',
  patientHistory: () => 'Probe: none.',
  'appointmentsContacts.phoneNumber': () => undefined,
  password: () => PROBE_PASSWORD,
  rePassword: () => PROBE_PASSWORD,
  newPassword: () => PROBE_PASSWORD,
  currentPassword: () => 'Not-the-current-password-2026!',
  title: () => 'Mrs',
  firstName: () => 'Probe',
  lastName: () => 'Matrix',
  name: () => 'Probe Matrix',
  dob: () => '1970-05-04',
  sex: () => 'Female',
  primaryPhoneNumber: () => '+44 7700 900111',
  patientReference: () => 'PROBE-1',
  firstLine: () => '1 Probe Street',
  city: () => 'London',
  postcode: () => 'W1G 6BW',
  postCode: () => 'W1G 6BW',
  clinicName: () => 'Probe room',
  centreName: () => 'Probe centre',
  isSelfPayer: () => true,
  insuranceProviderId: () => 0,
  consent: () => true,
  registrationNumber: () => 'P123',
  clinicianDescription: () => 'Probe.',
  acceptedTerms: () => true,
  setVerified: () => true,
  isDeactivated: () => false,
  toComplete: () => true,
  toDna: () => true,
  field: () => 'newOpenReferral',
  value: () => true,
  roleId: () => 0,
  lat: () => 51.5,
  lng: () => -0.14,
  jobRoleSelected: () => '',
  jobSpecialtySelected: () => '',
  userHash: () => 'MQ',
  timeHash: () => 'probe',
  verificationCode: () => 'probeprobeprobeprobe',
};

const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

/** `value` in a type the schema takes (the patient form takes its fields as text). */
function coerce(value: unknown, schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.length === 0 || value == null || typeof value === 'object') return value;
  if (types.includes(typeof value) || (typeof value === 'number' && types.includes('integer'))) return value;
  return types.includes('string') ? String(value) : value;
}

/**
 * A minimal valid-looking value for `schema`: required properties always, optional ones only when
 * `fields` names them; named fields take the world's value, the rest the first value their type allows.
 */
export function sampleValue(schema: JsonSchema, fields: FieldValues, path: string[] = []): unknown {
  const name = path.at(-1);
  const nested = path.slice(-2).join('.');
  const named = fields[nested] ?? (name === undefined ? undefined : fields[name]);
  if (named) return coerce(named(), schema);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((candidate) => !typesOf(candidate).includes('null')) ?? options[0]!;
    return sampleValue(option, fields, path);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const isNamed = (key: string) => fields[name === undefined ? key : `${name}.${key}`] ?? fields[key];
    const entries = Object.entries(schema.properties ?? {})
      .filter(([key]) => schema.required?.includes(key) || isNamed(key) !== undefined)
      .map(([key, value]) => [key, sampleValue(value, fields, [...path, key])] as const);
    // A field named to be left out (its value undefined) is.
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }
  if (types.includes('array')) return schema.items ? [sampleValue(schema.items, fields, path)] : [];
  if (types.includes('string')) return 'Security probe';
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The callers

/** What the caller is to clinician A, whose records every probe aims at. */
export type Side = 'owner' | 'delegate' | 'stranger';

export interface ProbeCaller {
  name: string;
  /** The highest access level the caller holds (ACCESS_RANK). */
  rank: number;
  side: Side;
  /** The clinician whose records the caller keeps or acts for, if A or B. */
  actsFor: 'A' | 'B' | null;
  /** A delegate of A's permissions (SPEC §6). */
  permissions?: Permissions;
  headers: Record<string, string>;
}

const permissions = (view: boolean, create: boolean, manage: boolean): Permissions => ({
  permissionViewReferrals: view,
  permissionCreateReferrals: create,
  permissionManageReferrals: manage,
});

/** The four delegates of A: no permission, view only, create only, all three. */
export const A_DELEGATES: readonly { name: string; permissions: Permissions }[] = [
  { name: 'delegate of A (none)', permissions: permissions(false, false, false) },
  { name: 'delegate of A (view only)', permissions: permissions(true, false, false) },
  { name: 'delegate of A (create only)', permissions: permissions(false, true, false) },
  { name: 'delegate of A (all three)', permissions: permissions(true, true, true) },
];

/**
 * Every kind of caller, A's side last (so that the strangers' probes meet A's records untouched, and
 * A's delegates' permitted writes come before A's own): a visitor, an unverified clinician, clinician
 * B and B's delegate, staff, a full admin, A's four delegates, and A.
 */
export async function arrangeCallers(
  app: RefnetApp,
  db: Database,
  { a, b, prefix }: { a: ReferralClinician; b: ReferralClinician; prefix: string },
): Promise<ProbeCaller[]> {
  const signedIn = async (user: { email: string; password: string }) =>
    authorization(await tokenFor(app, user));
  const unverified = await createTestUser(db, {
    email: `${prefix}-unverified@refnet.test`,
    verified: false,
    postcodes: ['W1G 6BW'],
  });
  const bDelegate = await createTestDelegate(db, `${prefix}-b-delegate@refnet.test`, b.user.userProfileId);
  const callers: ProbeCaller[] = [
    { name: 'visitor', rank: 0, side: 'stranger', actsFor: null, headers: {} },
    {
      name: 'unverified clinician',
      rank: 1,
      side: 'stranger',
      actsFor: null,
      headers: await signedIn(unverified),
    },
    { name: 'clinician B', rank: 2, side: 'stranger', actsFor: 'B', headers: await signedIn(b.user) },
    {
      name: 'delegate of B',
      rank: 2,
      side: 'stranger',
      actsFor: 'B',
      headers: await signedIn(bDelegate),
    },
    { name: 'staff', rank: 3, side: 'stranger', actsFor: null, headers: await signedIn(STAFF) },
    { name: 'full admin', rank: 4, side: 'stranger', actsFor: null, headers: await signedIn(ADMIN) },
  ];
  for (const [index, delegate] of A_DELEGATES.entries()) {
    const signed = await createTestDelegate(
      db,
      `${prefix}-a-delegate-${index}@refnet.test`,
      a.user.userProfileId,
      delegate.permissions,
    );
    callers.push({
      name: delegate.name,
      rank: 2,
      side: 'delegate',
      actsFor: 'A',
      permissions: delegate.permissions,
      headers: await signedIn(signed),
    });
  }
  callers.push({
    name: 'clinician A',
    rank: 2,
    side: 'owner',
    actsFor: 'A',
    headers: await signedIn(a.user),
  });
  return callers;
}

export const probe = (
  app: RefnetApp,
  caller: ProbeCaller,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: caller.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** One line of a failed probe: enough to replay it by hand. */
export interface Finding {
  route: string;
  url: string;
  caller: string;
  status: number;
  why: string;
}

/** A well-formed one-time link (e-mail verification, delegate invitation) that matches no issued link. */
export const UNKNOWN_LINK = 'user=MQ&time=probe&code=probeprobeprobeprobe';

export const excerpt = (body: string) => (body.length > 160 ? `${body.slice(0, 160)}…` : body);
