import {
  registerRemoteReleaseRequestSchema,
  RELEASE_TEXTS,
  remoteReleaseParamSchema,
  remoteReleaseChangeResponseSchema,
  remoteReleasesResponseSchema,
  switchRemoteReleaseRequestSchema,
} from '@refnet/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { listRemoteReleases, registerRemoteRelease, switchRemoteRelease } from './service.js';

/** Under /api/v1. Not in SPEC (issue 18): the registry of remote releases (docs/releases.md). */
export const releaseRoutes: FastifyPluginAsyncZod<{ config: ServerConfig }> = async (app, { config }) => {
  const staff = { access: 'staff' } as const;
  // Staff may see the releases; only a Full Admin changes which build everyone runs (refused before the body).
  const fullAdmin = { access: 'full-admin', staffRefusal: RELEASE_TEXTS.fullAdminOnly } as const;

  app.get(
    '/remote-releases/',
    { schema: { response: { 200: remoteReleasesResponseSchema } }, config: staff },
    async () => listRemoteReleases(app.db, config),
  );

  app.post(
    '/remote-releases/:remote/',
    {
      schema: {
        params: remoteReleaseParamSchema,
        body: registerRemoteReleaseRequestSchema,
        response: { 201: remoteReleaseChangeResponseSchema },
      },
      config: fullAdmin,
    },
    async (request, reply) => {
      const answer = await registerRemoteRelease(
        app.db,
        requireAuth(request),
        request.params.remote,
        request.body,
        config,
      );
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/remote-releases/:remote/active/',
    {
      schema: {
        params: remoteReleaseParamSchema,
        body: switchRemoteReleaseRequestSchema,
        response: { 200: remoteReleaseChangeResponseSchema },
      },
      config: fullAdmin,
    },
    async (request) =>
      switchRemoteRelease(app.db, requireAuth(request), request.params.remote, request.body.version, config),
  );
};
