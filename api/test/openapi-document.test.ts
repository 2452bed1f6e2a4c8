import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { RefnetApp } from '../src/app.js';
import apiDocs, { OPENAPI_DOCUMENT_PATH } from '../src/plugins/api-docs.js';
import { setUpTestApp } from './helpers/app.js';
import { routesOfTree, undocumentedRoutes, type OpenApiDocument } from './helpers/openapi-coverage.js';

let app: RefnetApp;
setUpTestApp((started) => ({ app } = started));

const documentOf = async (server: { inject: RefnetApp['inject'] }) => {
  const response = await server.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<OpenApiDocument>();
};

describe('the OpenAPI document (issue 21)', () => {
  test('describes every /api/v1 route with its answers, its errors and who may call it', async () => {
    const document = await documentOf(app);
    assert.equal(document.openapi, '3.1.0');
    const routes = routesOfTree(app.printRoutes({ commonPrefix: false }), '/api/v1/');
    assert.ok(routes.length >= 80, `only ${routes.length} routes read from the router`);
    assert.deepEqual(undocumentedRoutes(document, routes), []);
    // Nothing but /api/v1: no page, no document describing itself.
    assert.deepEqual(
      Object.keys(document.paths).filter((path) => !path.startsWith('/api/v1/')),
      [],
    );
  });

  test('a route shows its request, its answer and its access as the code declares them', async () => {
    const { paths } = await documentOf(app);
    const create = paths['/api/v1/referrals/create/']!.post!;
    assert.equal(create['x-access'], 'verified');
    // Either a session or a personal API token (issue 21).
    assert.deepEqual(create.security, [{ session: [] }, { apiToken: [] }]);
    const body = JSON.stringify(create.requestBody);
    for (const field of ['patientId', 'crpId', 'jobRoleId', 'mainDescription', 'patientHistory'])
      assert.ok(body.includes(`"${field}"`), `create's request body lacks ${field}`);
    assert.ok(create.responses?.['200'] && create.responses['400'] && create.responses['403']);

    const jobRoles = paths['/api/v1/job-roles/']!.get!;
    assert.equal(jobRoles['x-access'], 'public');
    assert.deepEqual(jobRoles.security, []);
    assert.equal(paths['/api/v1/login/']!.post!.responses?.['429'] !== undefined, true);
  });

  test('an API token is a second scheme, refused by the session-only routes', async () => {
    const document = await documentOf(app);
    const schemes = (document as { components?: { securitySchemes?: Record<string, unknown> } }).components
      ?.securitySchemes;
    assert.deepEqual(Object.keys(schemes ?? {}).sort(), ['apiToken', 'session']);
    assert.deepEqual(schemes?.apiToken, {
      ...(schemes?.apiToken as object),
      type: 'http',
      scheme: 'bearer',
    });
    const { paths } = document;
    for (const [path, method] of [
      ['/api/v1/api-tokens/', 'post'],
      ['/api/v1/api-tokens/', 'get'],
      ['/api/v1/api-tokens/{tokenId}/', 'delete'],
      ['/api/v1/logout/', 'post'],
      ['/api/v1/user/password/update/', 'put'],
    ] as const)
      assert.deepEqual(paths[path]?.[method]?.security, [{ session: [] }], `${method} ${path}`);
    const list = paths['/api/v1/referrals/list/inbound']!.get!;
    assert.deepEqual(list.security, [{ session: [] }, { apiToken: [] }]);
    assert.ok(list.responses?.['429'], 'a route an API token may call says it may be rate-limited');
  });

  test('a route the document cannot describe is reported', async () => {
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(apiDocs);
    server.get(
      '/api/v1/described/',
      {
        schema: { response: { 200: z.object({ ok: z.boolean() }) } },
        config: { access: 'verified' },
      },
      async () => ({ ok: true }),
    );
    server.get('/api/v1/undescribed/', { config: { access: 'verified' } }, async () => ({ ok: true }));
    server.get('/api/v1/hidden/', { schema: { hide: true }, config: { access: 'public' } }, async () => ({}));
    try {
      const document = await documentOf(server);
      const routes = routesOfTree(server.printRoutes({ commonPrefix: false }), '/api/v1/');
      assert.deepEqual(undocumentedRoutes(document, routes), [
        'GET /api/v1/undescribed/: no successful answer',
        'GET /api/v1/hidden/: missing',
      ]);
    } finally {
      await server.close();
    }
  });
});
