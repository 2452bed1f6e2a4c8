import { ukToday } from '@refnet/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteOnSend, isWriteRoute } from '../../http/write-routes.js';
import { AnswerCache } from './answer-cache.js';
import { readListStamps, type ListSources } from './list-stamps.js';
import { StampsMemo } from './stamps-memo.js';

export interface ListAnswers {
  /**
   * Sends `build`'s answer for the clinician's list at this URL, as the signed-in caller sees it. When
   * the stamps of what it is built from (and the date: ages are shown) are those of the answer kept for
   * it, the kept one is sent as it is: one indexed read instead of the list's queries and serialisation.
   * The stamps are read before building, so an answer is never kept under stamps newer than its data.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    clinicianUserProfileId: number,
    build: () => Promise<unknown>,
    options?: {
      /** What the list shows (default: the clinician's own referrals and patients, and the directory). */
      sources?: ListSources;
      /** What else the answer depends on besides the URL (a search's body), as text. */
      variant?: string;
    },
  ): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listAnswers: ListAnswers;
  }
}

const MEGABYTE = 1024 * 1024;

/** Whether the client takes gzip (and did not ask, as @fastify/compress allows, for no compression). */
const acceptsGzip = (request: FastifyRequest) =>
  request.headers['x-no-compression'] === undefined &&
  /(^|[\s,])gzip(?!\s*;\s*q=0(\.0*)?\s*(,|$))/i.test(String(request.headers['accept-encoding'] ?? ''));

export default fp<{ megabytes: number; stampsMemoMs: number }>(
  async (app, { megabytes, stampsMemoMs }) => {
    const cache = megabytes > 0 ? new AnswerCache(megabytes * MEGABYTE) : undefined;
    const stamps = new StampsMemo(stampsMemoMs);
    // A write has committed by the time its answer is sent: stamps read before it are not reused.
    app.addHook('onRoute', (route) => {
      if (isWriteRoute(route))
        addRouteOnSend(route, (_request, _reply, payload, done) => {
          stamps.forgetAll();
          done(null, payload);
        });
    });
    app.decorate('listAnswers', {
      async send(request, reply, clinicianUserProfileId, build, { sources = 'own', variant = '' } = {}) {
        if (!cache) return reply.send(await build());
        const read = () => readListStamps(app.db, clinicianUserProfileId, sources);
        const version = `${ukToday()} ${await stamps.read(`${clinicianUserProfileId} ${sources}`, read)}`;
        // The caller too: a delegate may see less of their clinician's lists than the clinician does.
        const place = `${request.auth?.userProfileId} ${clinicianUserProfileId} ${request.url} ${variant}`;
        const kept =
          cache.get(place, version) ?? cache.set(place, version, reply.serialize(await build()) as string);
        reply.type('application/json; charset=utf-8');
        if (!kept.gzipped || !acceptsGzip(request)) return reply.send(kept.body);
        return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(kept.gzipped);
      },
    } satisfies ListAnswers);
  },
  { name: 'refnet-list-cache', dependencies: ['refnet-database'] },
);
