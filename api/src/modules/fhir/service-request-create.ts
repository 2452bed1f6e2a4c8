import type { FastifyBaseLogger } from 'fastify';
import type { Referral } from '@refnet/contracts/referrals';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isHttpProblem } from '../../http/problem.js';
import { createPatient, discardUnreferredPatient } from '../patients/patient-service.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { createReferral } from '../referrals/referral-create.js';
import type { ReferralMail } from '../referrals/referral-mail.js';
import { loadReferralStanding } from '../referrals/referral-standing.js';
import { containedPatientOf, toPatientForm } from './contained-patient.js';
import { fhirProblem, sentenceOf } from './operation-outcome.js';
import { toCreateReferralRequest } from './service-request-input.js';

/** A stand-in for a contained Patient's id while the rest of the request is checked, before any write. */
const NOT_YET_CREATED = 1;

interface CreateContext {
  db: Database;
  mail: ReferralMail;
  geocoding: { config: ServerConfig; log: FastifyBaseLogger };
}

/** A reference to a patient, role profile or job role that is not there breaks a rule of the request. */
function asBusinessRule(error: unknown): never {
  if (isHttpProblem(error) && error.statusCode === 404) {
    throw fhirProblem(422, sentenceOf(error.body) ?? 'A reference does not resolve.');
  }
  throw error;
}

/**
 * POST /ServiceRequest: the JSON API's create (SPEC §7.4) from a ServiceRequest. With a contained Patient,
 * the whole request is checked first, then the patient is created (SPEC §7.3's rules, in the caller's
 * name), then the referral; should the referral be refused, the new patient is taken back, so a refused
 * request leaves nothing behind.
 */
export async function createServiceRequest(
  { db, mail, geocoding }: CreateContext,
  acting: ActingClinician,
  body: unknown,
): Promise<Referral> {
  const me = await loadReferralStanding(db, acting);
  const contained = containedPatientOf(body);
  if (!contained) {
    const answer = await createReferral(db, mail, acting, toCreateReferralRequest(body, me), {
      withReferral: true,
    }).catch(asBusinessRule);
    if (!('referral' in answer)) throw new Error('a created referral was not presented');
    return answer.referral;
  }
  const form = toPatientForm(contained);
  toCreateReferralRequest(body, me, NOT_YET_CREATED);
  const { patient } = (await createPatient(db, acting, form, geocoding)).currentPatient;
  try {
    const answer = await createReferral(db, mail, acting, toCreateReferralRequest(body, me, patient.id), {
      withReferral: true,
    });
    if (!('referral' in answer)) throw new Error('a created referral was not presented');
    return answer.referral;
  } catch (error) {
    await discardUnreferredPatient(db, patient.id);
    return asBusinessRule(error);
  }
}
