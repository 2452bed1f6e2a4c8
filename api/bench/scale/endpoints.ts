// The endpoints the scale benchmark drives, in the order of the report, each with who calls it and how
// many connections it gets. Reads send the same request every time; writes send a new valid one each time
// (`varies`): a create for another of the busy GP's patients with its own idempotency key, an accept of
// another OPEN referral from the pool.
import { SEARCH_DEFAULT_CENTRE, type ClinicianListRequest } from '@refnet/contracts/clinicians';
import type { CreateReferralRequest } from '@refnet/contracts/referrals';
import type { Cast } from './cast.js';
import { HELLO } from './figures-table.js';
import { OpenReferralPool } from './open-referral-pool.js';
import type { ScaleSettings } from './settings.js';

export interface BenchRequest {
  path: string;
  body?: string;
}

export interface Endpoint {
  name: string;
  origin: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  connections: number;
  /** The request to send: the same every time for a read; a new one each time when `varies` (writes). */
  request: () => BenchRequest;
  varies: boolean;
  /** Runs before the endpoint's load, and after it (the accept pool; returns a note for the report). */
  before?: () => Promise<void>;
  after?: () => Promise<string | undefined>;
}

export interface EndpointContext {
  apiOrigin: string;
  helloOrigin: string;
  databaseUrl: string;
  tokens: { busy: string; average: string };
  cast: Cast;
  settings: ScaleSettings;
}

const API = '/api/v1';

/**
 * Unclaimed referrals kept ready per write connection: enough for the 50 ms between refills at a few hundred
 * claims a second (a refill waits on the job role's open count like every claim, so it must not run dry).
 */
const ACCEPT_POOL_PER_CONNECTION = 25;

const MESSAGE_ONLY = { prefer: 'return=minimal' };

/** What a browser sends with every call: the session, and gzip accepted (the API compresses above 1 KiB). */
const headersFor = (token: string, json = false): Record<string, string> => ({
  authorization: `Token ${token}`,
  'accept-encoding': 'gzip, deflate',
  ...(json ? { 'content-type': 'application/json' } : {}),
});

/** The map's first search: the default centre, any job role, any insurer (as mf-clinicians sends it). */
const MAP_DEFAULT_SEARCH: ClinicianListRequest = {
  ...SEARCH_DEFAULT_CENTRE,
  roleId: 0,
  insuranceProviderId: 0,
  jobRoleSelected: '',
  jobSpecialtySelected: '',
};

export function scaleEndpoints(context: EndpointContext): Endpoint[] {
  const { apiOrigin, tokens, cast, settings } = context;
  const reads = settings.connections;
  const writes = settings.writeConnections;
  const busyGet = headersFor(tokens.busy);
  const read = (name: string, path: string, headers = busyGet): Endpoint => ({
    name,
    origin: apiOrigin,
    method: 'GET',
    headers,
    connections: reads,
    request: () => ({ path: `${API}${path}` }),
    varies: false,
  });

  const fhirRead = (name: string, path: string): Endpoint => ({
    ...read(name, path),
    request: () => ({ path: `/api/fhir/r4${path}` }),
  });

  // Creates: the busy GP's patients in turn; keys unique to this run.
  const runTag = `scale${Date.now().toString(36)}`;
  let creates = 0;
  const createBody = (kind: 'named' | 'open'): BenchRequest => {
    creates += 1;
    const receiver = cast.receivers[creates % cast.receivers.length]!;
    const body: CreateReferralRequest = {
      patientId: cast.busyPatientIds[creates % cast.busyPatientIds.length]!,
      crpId: cast.busy.crpId,
      mainDescription: 'Scale bench: knee pain on stairs for three months, please assess.',
      patientHistory: 'No previous injury. Otherwise fit and well.',
      idempotencyKey: `${runTag}-${kind}-${String(creates).padStart(8, '0')}`,
      ...(kind === 'named'
        ? { jobRoleId: receiver.jobRoleId, specifiedClinician: true, receiverCrpId: receiver.crpId }
        : { jobRoleId: cast.busy.jobRoleId, specifiedClinician: false }),
    };
    return { path: `${API}/referrals/create/`, body: JSON.stringify(body) };
  };
  const create = (
    name: string,
    kind: 'named' | 'open',
    extraHeaders: Record<string, string> = {},
  ): Endpoint => ({
    name,
    origin: apiOrigin,
    method: 'POST',
    headers: { ...headersFor(tokens.busy, true), ...extraHeaders },
    connections: writes,
    request: () => createBody(kind),
    varies: true,
  });

  // Accepts: each claims another OPEN referral from a pool of its own, topped up while the load runs.
  const accept = (name: string, headers: Record<string, string>): Endpoint => {
    let pool: OpenReferralPool | undefined;
    return {
      name,
      origin: apiOrigin,
      method: 'POST',
      headers,
      connections: writes,
      request: () => ({ path: `${API}/referrals/accept/${pool!.take()}/` }),
      varies: true,
      before: async () => {
        pool = new OpenReferralPool(
          context.databaseUrl,
          cast.openReferralSources,
          cast.busy.jobRoleId,
          ACCEPT_POOL_PER_CONNECTION * writes,
        );
        await pool.start();
      },
      after: async () => {
        await pool!.stop();
        return pool!.shortfalls > 0 ? `${pool!.shortfalls} requests found the pool empty` : undefined;
      },
    };
  };

  return [
    {
      name: HELLO,
      origin: context.helloOrigin,
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate' },
      connections: reads,
      request: () => ({ path: '/hello' }),
      varies: false,
    },
    read('inbound list, busy GP', '/referrals/list/inbound'),
    read('inbound list, average', '/referrals/list/inbound', headersFor(tokens.average)),
    read('outbound list, busy GP', '/referrals/list/outbound'),
    // What the list screens fetch past each group's first page: one group, 25 by key.
    read('inbound group page (accepted), busy GP', '/referrals/list/inbound/accepted'),
    read('open group page, busy GP', '/referrals/list/inbound/open'),
    read('outbound group page (oldest first), busy GP', '/referrals/list/outbound/accepted?order=oldest'),
    read('patient list, busy GP', '/patient/list/'),
    read('patient group page (pending, oldest first), busy GP', '/patient/list/pending/?order=oldest'),
    read('patient search (added), busy GP', '/patient/list/added/?search=smith'),
    read('analytics/5, busy GP', '/user/analytics-data/5/'),
    {
      ...read('clinician search (map default), busy GP', '/clinician-list/'),
      method: 'POST',
      headers: headersFor(tokens.busy, true),
      request: () => ({ path: `${API}/clinician-list/`, body: JSON.stringify(MAP_DEFAULT_SEARCH) }),
    },
    read('notification count, busy GP', '/referrals/referral-notifications/'),
    read('check-auth, busy GP', '/user/check-auth/'),
    // An outside system's view (issue 21): FHIR search, first page and a page filtered far into the past.
    fhirRead('FHIR ServiceRequest search, busy GP', '/ServiceRequest?_count=20'),
    fhirRead(
      'FHIR ServiceRequest search, old _lastUpdated, busy GP',
      '/ServiceRequest?_count=20&_lastUpdated=lt2000-01-01',
    ),
    create('create named referral, busy GP', 'named'),
    // RefNet's wizard asks for the message alone (`Prefer`, RFC 7240), as its screens do for every change.
    create('create named referral, busy GP (message only)', 'named', MESSAGE_ONLY),
    create('create open referral to GPs, busy GP', 'open'),
    create('create open referral to GPs, busy GP (message only)', 'open', MESSAGE_ONLY),
    accept('accept open referral, busy GP (SPEC answer: the groups afterwards)', busyGet),
    // RefNet's own screens ask for the message alone and read their pages again (`Prefer`, RFC 7240).
    accept('accept open referral, busy GP (message only)', { ...busyGet, ...MESSAGE_ONLY }),
  ];
}
