import { idParamSchema } from '@refnet/contracts/accounts';
import {
  clinicianListRequestSchema,
  clinicianListResponseSchema,
  clinicianPageResponseSchema,
  favouriteChangeResponseSchema,
  favouriteCliniciansResponseSchema,
} from '@refnet/contracts/clinicians';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireAuth } from '../../plugins/auth.js';
import { getClinicianPage, getClinicianRoleProfilePage } from './clinician-pages.js';
import { findFavouriteKeeper, findFavouriteOwner } from './favourite-keeper.js';
import { addFavourite, listFavourites, removeFavourite } from './favourites.js';
import { searchClinicians } from './search-service.js';

/** A row id in the path: no row has id 0, so it is refused like any other impossible id (400). */
const rowIdParams = z.object({
  id: z.pipe(idParamSchema.shape.id, z.number().check(z.gte(1, 'must be at least 1.'))),
});

/**
 * Under /api/v1: SPEC §7.2 clinician search and clinician pages, §7.6 favourite clinicians. Every
 * route is for approved users; a delegate sees the favourites of the clinician they act for.
 */
export const clinicianRoutes: FastifyPluginAsyncZod = async (app) => {
  const keeper = (request: FastifyRequest) => findFavouriteKeeper(app.db, requireAuth(request));
  const owner = (request: FastifyRequest) => findFavouriteOwner(app.db, requireAuth(request));

  app.post(
    '/clinician-list/',
    {
      schema: { body: clinicianListRequestSchema, response: { 200: clinicianListResponseSchema } },
      config: { access: 'verified' },
    },
    async (request, reply) => {
      const keeperId = await keeper(request);
      if (keeperId === null) return searchClinicians(app.db, keeperId, request.body);
      const search = () => searchClinicians(app.db, keeperId, request.body);
      return app.listAnswers.send(request, reply, keeperId, search, {
        variant: JSON.stringify(request.body),
      });
    },
  );

  app.get(
    '/clinician-information/:id/',
    {
      schema: { params: rowIdParams, response: { 200: clinicianPageResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => getClinicianPage(app.db, await keeper(request), request.params.id),
  );

  app.get(
    '/user-crp-information/:id/',
    {
      schema: { params: rowIdParams, response: { 200: clinicianPageResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => getClinicianRoleProfilePage(app.db, await keeper(request), request.params.id),
  );

  app.get(
    '/user/favourite-clinician/get/',
    { schema: { response: { 200: favouriteCliniciansResponseSchema } }, config: { access: 'verified' } },
    async (request) => ({ favouriteClinicians: await listFavourites(app.db, await keeper(request)) }),
  );

  app.post(
    '/user/favourite-clinician/add/:id/',
    {
      schema: { params: rowIdParams, response: { 200: favouriteChangeResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => addFavourite(app.db, await owner(request), request.params.id),
  );

  app.delete(
    '/user/favourite-clinician/remove/:id/',
    {
      schema: { params: rowIdParams, response: { 200: favouriteChangeResponseSchema } },
      config: { access: 'verified' },
    },
    async (request) => removeFavourite(app.db, await owner(request), request.params.id),
  );
};
