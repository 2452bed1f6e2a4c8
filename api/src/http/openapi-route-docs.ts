import { formatParamUrl, type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../plugins/auth.js';

/** The routes the API document describes: SPEC §7 under /api/v1. */
const DOCUMENTED_PREFIX = '/api/v1/';

/** The session header every non-public route wants (`Authorization: Token <key>`, from POST /login/). */
export const SESSION_SCHEME = 'session';

/** A personal API token (`Authorization: Bearer rn_pat_…`), accepted wherever a session is but `sessionOnly`. */
export const API_TOKEN_SCHEME = 'apiToken';

const ACCESS_TEXT: Record<Access, string> = {
  public: 'anyone, signed in or not',
  authenticated: 'any signed-in user, approved or not',
  verified: 'a signed-in user the RefNet team has approved (clinicians and their delegates; staff)',
  staff: 'RefNet staff or the Full Admin',
  'full-admin': 'the Full Admin only',
};

/** `{ message: { variant: 'danger', message } }`: every refusal RefNet writes for a person to read. */
const refusal = (description: string) => ({
  description,
  type: 'object',
  required: ['message'],
  properties: {
    message: {
      type: 'object',
      required: ['variant', 'message'],
      properties: { variant: { const: 'danger' }, message: { type: 'string' } },
    },
  },
});

/** `{ detail }`: no session or an unknown one (SPEC §4: the client signs out). */
const signedOut = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
};

const acceptsApiToken = (access: Access, route: RouteOptions) =>
  access !== 'public' && route.config?.sessionOnly !== true;

/** Who may authenticate the call: a session, and a personal API token unless the route is session-only. */
const securityOf = (access: Access, route: RouteOptions): Record<string, string[]>[] => {
  if (access === 'public') return [];
  return acceptsApiToken(access, route)
    ? [{ [SESSION_SCHEME]: [] }, { [API_TOKEN_SCHEME]: [] }]
    : [{ [SESSION_SCHEME]: [] }];
};

/** The error answers a route may give, from what it takes and who may call it. */
function errorAnswers(schema: FastifySchema, access: Access, route: RouteOptions): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (schema.params || schema.querystring || schema.body)
    answers['400'] = refusal('The request is not valid: the message names the field and the rule.');
  if (access !== 'public')
    answers['403'] = {
      description:
        'No session or an unknown one (`detail`: sign in again), or the caller may not do this (`message`).',
      oneOf: [signedOut, refusal('Not allowed for this caller.')],
    };
  if (schema.params) answers['404'] = refusal('Nothing with this id that the caller may see.');
  if (route.method !== 'GET') answers['409'] = refusal('The change conflicts with the current state.');
  if (route.config && 'rateLimit' in route.config)
    answers['429'] = refusal('Too many attempts from this address: try again after `Retry-After` seconds.');
  else if (acceptsApiToken(access, route))
    answers['429'] = refusal(
      'Too many requests with this API token: try again after `Retry-After` seconds (sessions have no such limit).',
    );
  answers['503'] = refusal('The database is unavailable: try again shortly.');
  return answers;
}

/** What a route answers besides JSON (a picture): documented from its config, as zod describes JSON only. */
declare module 'fastify' {
  interface FastifyContextConfig {
    binaryAnswer?: { description: string; contentType: string };
  }
}

const binaryAnswer = ({ description, contentType }: { description: string; contentType: string }) => ({
  description,
  content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
});

/**
 * @fastify/swagger's `transform` and `transformObject`: a route under /api/v1 documented from its zod
 * schemas (requests and answers, through fastify-type-provider-zod), with who may call it (the session
 * scheme or an API token, and `x-access` on the operation) and the error answers it may give; every other route (pages, the
 * document itself) hidden.
 */
export function routeDocs() {
  const accessOf = new Map<string, Access>();
  const transform: SwaggerTransform = (input) => {
    const { url, route } = input;
    if (!url.startsWith(DOCUMENTED_PREFIX)) return { schema: { hide: true } as FastifySchema, url };
    const schema: FastifySchema = input.schema ?? {};
    const documented = jsonSchemaTransform({ ...input, schema } as Parameters<typeof jsonSchemaTransform>[0]);
    const access = route.config?.access ?? 'public';
    for (const method of [route.method].flat())
      // The document's path for this url, as @fastify/swagger writes it (`:refId` → `{refId}`).
      accessOf.set(`${method.toLowerCase()} ${formatParamUrl(url)}`, access);
    const binary = route.config?.binaryAnswer;
    return {
      url,
      schema: {
        ...documented.schema,
        tags: [url.slice(DOCUMENTED_PREFIX.length).split('/')[0] ?? ''],
        description:
          `Who may call: ${ACCESS_TEXT[access]}.` +
          (access !== 'public' && !acceptsApiToken(access, route)
            ? ' Signed in only: API tokens are refused.'
            : ''),
        security: securityOf(access, route),
        response: {
          ...errorAnswers(schema, access, route),
          ...(binary ? { 200: binaryAnswer(binary) } : {}),
          ...(documented.schema.response as Record<string, unknown> | undefined),
        },
      } as FastifySchema,
    };
  };
  const transformObject: SwaggerTransformObject = (input) => {
    if (!('openapiObject' in input)) throw new Error('RefNet documents its API as OpenAPI 3.1 only');
    const { openapiObject } = input;
    for (const [path, operations] of Object.entries(openapiObject.paths ?? {}))
      for (const [method, operation] of Object.entries(operations ?? {})) {
        const access = accessOf.get(`${method} ${path}`);
        if (access && typeof operation === 'object') Object.assign(operation, { 'x-access': access });
      }
    return openapiObject;
  };
  return { transform, transformObject };
}
