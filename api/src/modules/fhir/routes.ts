import compress from '@fastify/compress';
import { parseRowId } from '@refnet/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { requireAuth } from '../../plugins/auth.js';
import { findActingClinician, type ActingPermission } from '../policy/acting-clinician.js';
import { REFERRAL_API_MESSAGES } from '../referrals/messages.js';
import { loadReferralStanding } from '../referrals/referral-standing.js';
import { transitionReferral } from '../referrals/referral-transitions.js';
import { referralBundle, searchsetBundle } from './bundles.js';
import { capabilityStatement } from './capability-statement.js';
import { actionBetween } from './codes.js';
import { answerAsFhir } from './fhir-answers.js';
import { JSON_PATCH } from './media-types.js';
import { fhirProblem, operationOutcome } from './operation-outcome.js';
import { readFhirPatient } from './patient-reads.js';
import { readPractitioner, readPractitionerRole } from './practitioner-reads.js';
import { referralNotFound } from '../referrals/referral-not-found.js';
import { readSeenReferral, readSeenReferrals } from './referral-reads.js';
import { parseServiceRequestSearch } from './search-parameters.js';
import { createServiceRequest } from './service-request-create.js';
import { searchServiceRequestIds } from './service-request-search.js';
import { toServiceRequest } from './service-requests.js';
import { wantedTaskStatus } from './task-patch.js';
import { toTask } from './tasks.js';

export const FHIR_PREFIX = '/api/fhir/r4';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** The {id} of a path; one that cannot name a row is a resource that does not exist. */
function idOf(request: IdRequest, resourceType: string): number {
  const id = parseRowId(request.params.id);
  if (id === null) throw fhirProblem(404, `${resourceType}/${request.params.id} not found.`);
  return id;
}

/**
 * FHIR R4 at /api/fhir/r4 (issue 21, docs/fhir.md): referrals as ServiceRequest and Task, with the Patient,
 * Practitioner and PractitionerRole they name. Every call acts as the signed-in clinician or delegate
 * through the same services, state machine and privacy rules as /api/v1.
 */
export const fhirRoutes: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  answerAsFhir(app);
  await app.register(compress, { threshold: 1024, encodings: ['gzip', 'deflate'] });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(['application/fhir+json', JSON_PATCH], { parseAs: 'string' }, parseJson);
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        operationOutcome(
          'error',
          'not-supported',
          `RefNet's FHIR interface has no ${request.method} ${request.url}: see ${FHIR_PREFIX}/metadata.`,
        ),
      ),
  );

  const mail = { mailer: app.mailer, publicUrl: config.publicUrl };
  const acting = (request: FastifyRequest, permission: ActingPermission) =>
    findActingClinician(app.db, requireAuth(request), permission, REFERRAL_API_MESSAGES);
  const baseUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${FHIR_PREFIX}`;
  const verified = { config: { access: 'verified' } } as const;
  const verifiedWrite = { config: { access: 'verified', keepsSessions: true } } as const;

  app.get('/metadata', { config: { access: 'public' } }, async (request) =>
    capabilityStatement(baseUrlOf(request)),
  );

  app.get('/ServiceRequest/:id', verified, async (request: IdRequest) => {
    const id = idOf(request, 'ServiceRequest');
    return toServiceRequest(await readSeenReferral(app.db, await acting(request, 'viewReferrals'), id));
  });

  app.get('/ServiceRequest', verified, async (request) => {
    const query = request.query as Record<string, string | string[] | undefined>;
    const search = parseServiceRequestSearch(query);
    const me = await loadReferralStanding(app.db, await acting(request, 'viewReferrals'));
    const { ids, more } = await searchServiceRequestIds(app.db, me, search);
    const seen = await readSeenReferrals(app.db, me, ids);
    const baseUrl = baseUrlOf(request);
    const pageUrl = (cursor: number | undefined) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (name === '_cursor' || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
      }
      if (cursor !== undefined) params.set('_cursor', String(cursor));
      const text = params.toString();
      return `${baseUrl}/ServiceRequest${text ? `?${text}` : ''}`;
    };
    const lastId = ids.at(-1);
    return searchsetBundle(baseUrl, seen.map(toServiceRequest), {
      self: pageUrl(search.belowId),
      next: more && lastId !== undefined ? pageUrl(lastId) : undefined,
    });
  });

  app.post('/ServiceRequest', verifiedWrite, async (request, reply) => {
    const geocoding = { config, log: request.log };
    const referral = await createServiceRequest(
      { db: app.db, mail, geocoding },
      await acting(request, 'create'),
      request.body,
    );
    return reply
      .code(201)
      .header('location', `${baseUrlOf(request)}/ServiceRequest/${referral.id}`)
      .send(toServiceRequest({ referral, updatedOn: new Date(referral.createdOn) }));
  });

  app.get(
    '/ServiceRequest/:id/$referral-bundle',
    verified,
    async (request: IdRequest, reply: FastifyReply) => {
      const id = idOf(request, 'ServiceRequest');
      const seen = await readSeenReferral(app.db, await acting(request, 'viewReferrals'), id);
      reply.header('content-disposition', `attachment; filename="refnet-referral-${id}.fhir.json"`);
      return referralBundle(baseUrlOf(request), seen);
    },
  );

  app.get('/Task/:id', verified, async (request: IdRequest) => {
    const id = idOf(request, 'Task');
    return toTask(await readSeenReferral(app.db, await acting(request, 'viewReferrals'), id));
  });

  app.patch('/Task/:id', verifiedWrite, async (request: IdRequest) => {
    const id = idOf(request, 'Task');
    const me = await acting(request, 'manage');
    const standing = await loadReferralStanding(app.db, me);
    const [current] = await readSeenReferrals(app.db, standing, [id]);
    if (!current) throw referralNotFound();
    const wanted = wantedTaskStatus(request.body, toTask(current));
    const action = actionBetween(current.referral.status, wanted);
    if (!action) throw fhirProblem(422, `A referral cannot be moved back to ${wanted.toLowerCase()}.`);
    await transitionReferral(app.db, mail, me, id, action);
    if (!me.mayViewReferrals) {
      return operationOutcome('information', 'informational', `Task/${id} moved to ${wanted.toLowerCase()}.`);
    }
    const [moved] = await readSeenReferrals(app.db, standing, [id]);
    if (!moved) throw referralNotFound();
    return toTask(moved);
  });

  app.get('/Patient/:id', verified, async (request: IdRequest) =>
    readFhirPatient(app.db, await acting(request, 'view'), idOf(request, 'Patient')),
  );

  app.get('/Practitioner/:id', verified, async (request: IdRequest) =>
    readPractitioner(app.db, idOf(request, 'Practitioner')),
  );

  app.get('/PractitionerRole/:id', verified, async (request: IdRequest) =>
    readPractitionerRole(app.db, idOf(request, 'PractitionerRole')),
  );
};
