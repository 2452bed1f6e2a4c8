import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_TOKEN_SCHEME, routeDocs, SESSION_SCHEME } from '../http/openapi-route-docs.js';

/** The page that shows the API document (Swagger UI, served from its package: nothing from a CDN). */
export const API_DOCS_PATH = '/api/docs';

/** The API's OpenAPI 3.1 document, generated from the routes' zod schemas when first asked for. */
export const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;

/** The one style element Swagger UI writes into the page (the journey in e2e fails if it changes). */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The documentation page's own policy: its scripts, styles and images from this server only (Swagger UI
 * has no inline script; its validator badge, which would call validator.swagger.io, is off).
 */
const DOCS_PAGE_POLICY =
  `default-src 'self'; script-src 'self'; style-src 'self' ${SWAGGER_UI_STYLE_HASH}; img-src 'self' data:; ` +
  "font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

/**
 * Registered before the routes, so that it sees each one as it is added (see openapi-route-docs.ts), and
 * before the auth plugin: the documentation's own routes are public, which it declares as they are added.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(`${API_DOCS_PATH}/`) || route.url === API_DOCS_PATH)
        route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    const { transform, transformObject } = routeDocs();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'RefNet API',
          version: '1',
          description:
            'The API the RefNet screens use (SPEC §7), under /api/v1. Answers are JSON; a refusal is ' +
            '`{ message: { variant: "danger", message } }` with a sentence a person can act on.',
        },
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: '`Token <key>`, with the key POST /api/v1/login/ answers with.',
            },
            [API_TOKEN_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A personal API token (`rn_pat_…`) made on the Profile page, for a system acting as its ' +
                'owner: the same answers and permissions as their session (a delegate’s, for a delegate), ' +
                'with its own rate limit. Not accepted for managing tokens, signing out or changing the password.',
            },
          },
        },
      },
      transform,
      transformObject,
    });
    app.get(OPENAPI_DOCUMENT_PATH, async () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: DOCS_PAGE_POLICY,
      uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
    });
  },
  { name: 'refnet-api-docs' },
);
