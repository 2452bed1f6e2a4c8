import type { ReferralStatus } from '@refnet/contracts/referrals';
import { STATUSES_BY_SERVICE_REQUEST_STATUS } from './codes.js';
import { fhirProblem } from './operation-outcome.js';
import { idFromReference } from './references.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** What a ServiceRequest search asks, checked. */
export interface ServiceRequestSearch {
  statuses: ReferralStatus[] | undefined;
  /** Half-open bounds on the last update: from ≤ updated < before. */
  updatedFrom: Date | undefined;
  updatedBefore: Date | undefined;
  requesterCrpId: number | undefined;
  performerCrpId: number | undefined;
  count: number;
  /** The paging position: ids below this one (the last id of the previous page). */
  belowId: number | undefined;
}

export const SERVICE_REQUEST_SEARCH_PARAMETERS = [
  'status',
  '_lastUpdated',
  'requester',
  'performer',
  '_count',
  '_cursor',
] as const;

type Query = Record<string, string | string[] | undefined>;

const valuesOf = (query: Query, name: string): string[] => {
  const value = query[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

function singleValue(query: Query, name: string): string | undefined {
  const values = valuesOf(query, name);
  if (values.length > 1) throw fhirProblem(400, `${name} may be given once.`);
  return values[0];
}

function wholeNumber(query: Query, name: string, { min, max }: { min: number; max: number }) {
  const text = singleValue(query, name);
  if (text === undefined) return undefined;
  const value = /^[0-9]{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw fhirProblem(400, `${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function statusesOf(query: Query): ReferralStatus[] | undefined {
  const codes = valuesOf(query, 'status').flatMap((value) => value.split(','));
  if (codes.length === 0) return undefined;
  return codes.flatMap((code) => {
    const statuses = STATUSES_BY_SERVICE_REQUEST_STATUS[code];
    if (!statuses) {
      const known = Object.keys(STATUSES_BY_SERVICE_REQUEST_STATUS).join(', ');
      throw fhirProblem(400, `status "${code}" is not one RefNet uses: use ${known}.`);
    }
    return statuses;
  });
}

function practitionerRoleOf(query: Query, name: string): number | undefined {
  const text = singleValue(query, name);
  if (text === undefined) return undefined;
  const id = idFromReference(/^[0-9]+$/.test(text) ? `PractitionerRole/${text}` : text, 'PractitionerRole');
  if (id === undefined)
    throw fhirProblem(400, `${name} must name a PractitionerRole, e.g. PractitionerRole/12.`);
  return id;
}

const DATE_PATTERN =
  /^(eq|gt|ge|lt|le)?([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2})(T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]+)?)?(?:Z|[+-][0-9]{2}:[0-9]{2}))?)?)?$/;

/** The instants a FHIR date value covers, [start, end), by its precision (a year, a month, a day or an instant). */
function rangeOf(match: RegExpExecArray): [Date, Date] {
  const [, , year, month, day, time] = match;
  if (time !== undefined) {
    const instant = new Date(`${year}-${month}-${day}${time}`);
    return [instant, new Date(instant.getTime() + 1)];
  }
  const y = Number(year);
  if (day !== undefined)
    return [
      new Date(Date.UTC(y, Number(month) - 1, Number(day))),
      new Date(Date.UTC(y, Number(month) - 1, Number(day) + 1)),
    ];
  if (month !== undefined)
    return [new Date(Date.UTC(y, Number(month) - 1, 1)), new Date(Date.UTC(y, Number(month), 1))];
  return [new Date(Date.UTC(y, 0, 1)), new Date(Date.UTC(y + 1, 0, 1))];
}

function lastUpdatedOf(query: Query): Pick<ServiceRequestSearch, 'updatedFrom' | 'updatedBefore'> {
  let updatedFrom: Date | undefined;
  let updatedBefore: Date | undefined;
  const later = (a: Date | undefined, b: Date) => (a && a > b ? a : b);
  const earlier = (a: Date | undefined, b: Date) => (a && a < b ? a : b);
  for (const value of valuesOf(query, '_lastUpdated')) {
    const match = DATE_PATTERN.exec(value);
    const range = match ? rangeOf(match) : undefined;
    if (!match || !range || range.some((instant) => Number.isNaN(instant.getTime()))) {
      throw fhirProblem(
        400,
        `_lastUpdated "${value}" is not a FHIR date: use a prefix (eq, gt, ge, lt, le) and a date such as ge2026-01-31 or lt2026-01-31T09:00:00Z.`,
      );
    }
    const [start, end] = range;
    switch (match[1] ?? 'eq') {
      case 'gt':
        updatedFrom = later(updatedFrom, end);
        break;
      case 'ge':
        updatedFrom = later(updatedFrom, start);
        break;
      case 'lt':
        updatedBefore = earlier(updatedBefore, start);
        break;
      case 'le':
        updatedBefore = earlier(updatedBefore, end);
        break;
      default:
        updatedFrom = later(updatedFrom, start);
        updatedBefore = earlier(updatedBefore, end);
    }
  }
  return { updatedFrom, updatedBefore };
}

/** The search's parameters, checked: a parameter RefNet does not support is refused, never ignored. */
export function parseServiceRequestSearch(query: Query): ServiceRequestSearch {
  const unknown = Object.keys(query).filter(
    (name) => !(SERVICE_REQUEST_SEARCH_PARAMETERS as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    throw fhirProblem(
      400,
      `Unsupported search parameter ${unknown.join(', ')}: RefNet supports ${SERVICE_REQUEST_SEARCH_PARAMETERS.join(', ')}.`,
      'not-supported',
    );
  }
  return {
    statuses: statusesOf(query),
    ...lastUpdatedOf(query),
    requesterCrpId: practitionerRoleOf(query, 'requester'),
    performerCrpId: practitionerRoleOf(query, 'performer'),
    count: wholeNumber(query, '_count', { min: 1, max: MAX_PAGE_SIZE }) ?? DEFAULT_PAGE_SIZE,
    belowId: wholeNumber(query, '_cursor', { min: 1, max: 2_147_483_647 }),
  };
}
