import type * as fhir4 from 'fhir/r4.js';
import { APP_VERSION } from '@refnet/contracts';
import { FHIR_VERSION } from './media-types.js';
import { SERVICE_REQUEST_SEARCH_PARAMETERS } from './search-parameters.js';

const SEARCH_PARAMETER_TYPES: Record<
  (typeof SERVICE_REQUEST_SEARCH_PARAMETERS)[number],
  fhir4.CapabilityStatementRestResourceSearchParam['type']
> = {
  status: 'token',
  _lastUpdated: 'date',
  requester: 'reference',
  performer: 'reference',
  _count: 'number',
  _cursor: 'string',
};

const SEARCH_PARAMETER_DOCS: Record<(typeof SERVICE_REQUEST_SEARCH_PARAMETERS)[number], string> = {
  status: 'active, completed or revoked; several separated by commas',
  _lastUpdated: 'eq, gt, ge, lt or le with a date or an instant; may be repeated for a range',
  requester: 'PractitionerRole/{id} of the referring clinician',
  performer: 'PractitionerRole/{id} of the receiving clinician',
  _count: 'page size, 1 to 100 (default 20)',
  _cursor: "paging position: follow the Bundle's next link rather than setting it",
};

const readOnly = (
  type: fhir4.CapabilityStatementRestResource['type'],
  documentation: string,
): fhir4.CapabilityStatementRestResource => ({
  type,
  documentation,
  interaction: [{ code: 'read' }],
});

/** GET /metadata: exactly what the interface supports, no more. */
export const capabilityStatement = (baseUrl: string): fhir4.CapabilityStatement => ({
  resourceType: 'CapabilityStatement',
  status: 'active',
  date: '2026-11-29',
  publisher: 'RefNet',
  kind: 'instance',
  software: { name: 'RefNet', version: APP_VERSION },
  implementation: { description: 'RefNet clinician referrals as FHIR R4', url: baseUrl },
  fhirVersion: FHIR_VERSION,
  format: ['application/fhir+json', 'json'],
  patchFormat: ['application/json-patch+json'],
  rest: [
    {
      mode: 'server',
      documentation:
        'Every call acts as the signed-in clinician (or delegate, with their permissions): a personal API token as Authorization: Bearer, or a session as Authorization: Token.',
      security: {
        description:
          "A pending or open referral never carries the patient's identity to its receiver: reading that Patient answers 403 until the referral is accepted.",
      },
      resource: [
        {
          type: 'ServiceRequest',
          documentation: 'A referral. Created with a Patient reference or a contained Patient.',
          interaction: [{ code: 'read' }, { code: 'search-type' }, { code: 'create' }],
          searchParam: SERVICE_REQUEST_SEARCH_PARAMETERS.map((name) => ({
            name,
            type: SEARCH_PARAMETER_TYPES[name],
            documentation: SEARCH_PARAMETER_DOCS[name],
          })),
          operation: [
            {
              name: 'referral-bundle',
              definition: 'https://refnet.uk/fhir/OperationDefinition/ServiceRequest-referral-bundle',
              documentation:
                'GET ServiceRequest/{id}/$referral-bundle: a collection Bundle with the ServiceRequest, its Task, Patient (as the caller may see them), PractitionerRoles and one Provenance per step of its history.',
            },
          ],
        },
        {
          type: 'Task',
          documentation:
            "The receiver's workflow on a referral (same id as its ServiceRequest). PATCH with a JSON Patch replacing /businessStatus (open, pending, accepted, rejected, booked, dna, cancelled) or /status moves the referral through RefNet's own rules.",
          interaction: [{ code: 'read' }, { code: 'patch' }],
        },
        readOnly(
          'Patient',
          "The caller's own patients; a referred patient once the caller has accepted the referral.",
        ),
        readOnly('Practitioner', 'A verified clinician.'),
        readOnly('PractitionerRole', 'A clinician at one clinic.'),
      ],
    },
  ],
});
