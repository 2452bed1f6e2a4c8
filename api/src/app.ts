import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { serializeError, serializeRequest } from './http/log-serializers.js';
import { serverTimeouts } from './http/server-timeouts.js';
import { zodValidatorCompiler } from './http/zod-validation.js';
import { apiRoutes } from './modules/api-routes.js';
import apiTokenUses from './modules/api-tokens/uses-plugin.js';
import { FHIR_PREFIX, fhirRoutes } from './modules/fhir/routes.js';
import listCache from './modules/list-cache/plugin.js';
import mail from './modules/mail/plugin.js';
import openReferralDigest from './modules/referrals/open-referral-digest-plugin.js';
import { frontendConfigRoutes } from './modules/system/routes.js';
import apiDocs from './plugins/api-docs.js';
import auth from './plugins/auth.js';
import database from './plugins/database.js';
import draining from './plugins/draining.js';
import errorMapping, { answerFrameworkError } from './plugins/error-mapping.js';
import frontends, { rewriteUndecodablePageUrl } from './plugins/frontends.js';
import jsonBody from './plugins/json-body.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import fileStore from './storage/plugin.js';

export type RefnetApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: ServerConfig;
  /** Use this database instead of opening one from the config; the caller closes it. */
  db?: DatabaseHandle | undefined;
  /** Where the log goes instead of stdout (tests read what would have been logged). */
  logStream?: Writable | undefined;
}

/** The whole server, migrated and seeded, not yet listening. */
export async function buildApp({ config, db, logStream }: BuildAppOptions): Promise<RefnetApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    ...serverTimeouts(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true }, // SPEC paths end in "/"; "/api/v1/login" works too
    frameworkErrors: answerFrameworkError,
    rewriteUrl: rewriteUndecodablePageUrl,
    pluginTimeout: 120_000, // opening PGlite, migrating and seeding can outlast the 10 s default
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorMapping);
  await app.register(draining);
  await app.register(jsonBody);
  await app.register(securityHeaders, { config });
  await app.register(database, { config, handle: db });
  await app.register(mail, { config });
  await app.register(fileStore, { config });
  await app.register(openReferralDigest, { config });
  await app.register(listCache, {
    megabytes: config.listCacheMegabytes,
    stampsMemoMs: config.listStampsMemoMs,
  });
  await app.register(rateLimit, { config });
  await app.register(apiDocs);
  await app.register(auth, {
    sessionCacheSeconds: config.sessionCacheSeconds,
    apiTokenRateLimit: config.apiTokenRateLimit,
  });
  await app.register(apiTokenUses, { retentionDays: config.apiTokenUseRetentionDays });
  await app.register(apiRoutes, { prefix: '/api/v1', config });
  await app.register(fhirRoutes, { prefix: FHIR_PREFIX, config });
  await app.register(frontendConfigRoutes, { config });
  await app.register(frontends, { config });
  return app;
}
