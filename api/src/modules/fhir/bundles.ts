import type * as fhir4 from 'fhir/r4.js';
import { randomUUID } from 'node:crypto';
import { toFhirPatient } from './patients.js';
import { toPractitionerRole } from './practitioners.js';
import type { SeenReferral } from './service-requests.js';
import { toServiceRequest } from './service-requests.js';
import { toProvenance, toTask } from './tasks.js';

type Resource = fhir4.FhirResource & { id?: string };

const entryOf = (baseUrl: string, resource: Resource): fhir4.BundleEntry => ({
  fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id}`,
  resource,
});

/** A page of a search as a searchset Bundle, with its own link and the next page's when there is one. */
export function searchsetBundle(
  baseUrl: string,
  resources: readonly Resource[],
  links: { self: string; next: string | undefined },
): fhir4.Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    meta: { lastUpdated: new Date().toISOString() },
    link: [
      { relation: 'self', url: links.self },
      ...(links.next ? [{ relation: 'next', url: links.next }] : []),
    ],
    entry: resources.map((resource) => ({ ...entryOf(baseUrl, resource), search: { mode: 'match' } })),
  };
}

/**
 * One referral whole, as its viewer may see it, for an outside system to keep: the ServiceRequest, its Task,
 * the Patient (anonymised for a receiver who has not accepted), both PractitionerRoles and one Provenance
 * per step of its history.
 */
export function referralBundle(baseUrl: string, seen: SeenReferral): fhir4.Bundle {
  const { referral } = seen;
  const roles = [referral.referrer, ...(referral.targetClinician ? [referral.targetClinician] : [])];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${randomUUID()}` },
    timestamp: new Date().toISOString(),
    entry: [
      entryOf(baseUrl, toServiceRequest(seen)),
      entryOf(baseUrl, toTask(seen)),
      entryOf(baseUrl, toFhirPatient(referral.patient)),
      ...roles.map((crp) => entryOf(baseUrl, toPractitionerRole(crp))),
      // Provenance has no endpoint here: its entries are named, not addressed.
      ...referral.events.map((event) => ({
        fullUrl: `urn:uuid:${randomUUID()}`,
        resource: toProvenance(referral.id, event),
      })),
    ],
  };
}
