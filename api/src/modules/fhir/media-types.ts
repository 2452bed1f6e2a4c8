/** FHIR's own JSON media type (FHIR R4 §2.1.0.2): what every answer of the interface is sent as. */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** RFC 6902 JSON Patch, the body of a Task PATCH. */
export const JSON_PATCH = 'application/json-patch+json';

export const FHIR_VERSION = '4.0.1';
