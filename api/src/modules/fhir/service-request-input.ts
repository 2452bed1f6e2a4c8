import type * as fhir4 from 'fhir/r4.js';
import { createReferralRequestSchema, type CreateReferralRequest } from '@refnet/contracts/referrals';
import type { ReferralStanding } from '../referrals/referral-standing.js';
import { referralValidatorCompiler } from '../referrals/validation.js';
import { REFNET_SYSTEMS } from './codes.js';
import { fhirProblem } from './operation-outcome.js';
import { idFromReference } from './references.js';

const invalid = (diagnostics: string) => fhirProblem(400, diagnostics);

function asServiceRequest(body: unknown): fhir4.ServiceRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('The body must be a FHIR ServiceRequest resource in JSON.');
  }
  const resource = body as { resourceType?: unknown };
  if (resource.resourceType !== 'ServiceRequest') {
    throw invalid(
      `resourceType must be "ServiceRequest", not ${JSON.stringify(resource.resourceType ?? null)}.`,
    );
  }
  return body as fhir4.ServiceRequest;
}

function patientIdOf(request: fhir4.ServiceRequest, containedPatientId: number | undefined): number {
  const reference = request.subject?.reference;
  if (containedPatientId !== undefined && reference?.startsWith('#')) return containedPatientId;
  const id = idFromReference(reference, 'Patient');
  if (id === undefined) {
    throw invalid(
      'subject must reference one of your patients, e.g. { "reference": "Patient/42" }, or a contained Patient ("#p1").',
    );
  }
  return id;
}

function jobRoleIdOf(request: fhir4.ServiceRequest): number {
  const coding = request.performerType?.coding?.find((code) => code.system === REFNET_SYSTEMS.jobRole);
  const id =
    coding?.code !== undefined && /^[1-9][0-9]{0,9}$/.test(coding.code) ? Number(coding.code) : undefined;
  if (id === undefined) {
    throw invalid(
      `performerType must carry the job role the referral is for, coded in ${REFNET_SYSTEMS.jobRole} (its id).`,
    );
  }
  return id;
}

function receiverCrpIdOf(request: fhir4.ServiceRequest): number | null {
  const performers = request.performer ?? [];
  if (performers.length === 0) return null;
  const id =
    performers.length === 1 ? idFromReference(performers[0]?.reference, 'PractitionerRole') : undefined;
  if (id === undefined) {
    throw invalid(
      'performer, when given, must be one PractitionerRole reference; leave it out to refer openly to the job role.',
    );
  }
  return id;
}

function senderCrpIdOf(request: fhir4.ServiceRequest, me: ReferralStanding): number {
  if (request.requester) {
    const id = idFromReference(request.requester.reference, 'PractitionerRole');
    if (id === undefined) throw invalid('requester must reference one of your PractitionerRoles.');
    return id;
  }
  const first = me.activeCrpIds[0];
  if (first === undefined) throw fhirProblem(422, 'You need an active clinic profile to send a referral.');
  return first;
}

/** The JSON API's own check of a create, with its wording (the first failing rule, as one sentence). */
const validateCreateRequest = referralValidatorCompiler({ schema: createReferralRequestSchema } as never);

/**
 * A ServiceRequest as the JSON API's create request (SPEC §7.4), checked by the same schema: subject is the
 * patient, requester the sender's role profile (their first active one if left out), performer the named
 * receiver (none: open to performerType's job role), reasonCode the main description and note the history.
 */
export function toCreateReferralRequest(
  body: unknown,
  me: ReferralStanding,
  containedPatientId?: number,
): CreateReferralRequest {
  const request = asServiceRequest(body);
  if (request.status !== 'active') throw invalid('status must be "active" for a new referral.');
  if (request.intent !== 'order') throw invalid('intent must be "order".');
  const receiverCrpId = receiverCrpIdOf(request);
  const candidate = {
    patientId: patientIdOf(request, containedPatientId),
    crpId: senderCrpIdOf(request, me),
    jobRoleId: jobRoleIdOf(request),
    mainDescription:
      request.reasonCode
        ?.map((reason) => reason.text ?? '')
        .join('\n')
        .trim() ?? '',
    patientHistory:
      request.note
        ?.map((note) => note.text)
        .join('\n\n')
        .trim() ?? '',
    specifiedClinician: receiverCrpId !== null,
    receiverCrpId,
  };
  const checked = validateCreateRequest(candidate) as { value?: CreateReferralRequest; error?: Error };
  if (checked.error || !checked.value) {
    throw invalid(
      (checked.error?.message ?? 'The referral is not valid.')
        .replace(/\bmainDescription\b/g, 'reasonCode.text')
        .replace(/\bpatientHistory\b/g, 'note.text'),
    );
  }
  return checked.value;
}
