import type * as fhir4 from 'fhir/r4.js';
import type { Referral } from '@refnet/contracts/referrals';
import { REFERRAL_CATEGORY, SERVICE_REQUEST_STATUS } from './codes.js';
import { jobRoleConcept, practitionerRoleReference } from './practitioners.js';
import { referenceTo } from './references.js';

/** A referral as the caller sees it, with when it last changed (meta.lastUpdated). */
export interface SeenReferral {
  referral: Referral;
  updatedOn: Date;
}

const meta = ({ updatedOn }: SeenReferral): fhir4.Meta => ({ lastUpdated: updatedOn.toISOString() });

/**
 * A referral as FHIR ServiceRequest. subject is always a reference: whether the caller may read that
 * Patient is the Patient endpoint's decision. performerType is the job role it is addressed to; performer,
 * the named or accepting clinician's role profile once there is one.
 */
export function toServiceRequest(seen: SeenReferral): fhir4.ServiceRequest {
  const { referral } = seen;
  return {
    resourceType: 'ServiceRequest',
    id: String(referral.id),
    meta: meta(seen),
    status: SERVICE_REQUEST_STATUS[referral.status],
    intent: 'order',
    category: [REFERRAL_CATEGORY],
    subject: referenceTo('Patient', referral.patient.id),
    requester: practitionerRoleReference(referral.referrer),
    performerType: jobRoleConcept(referral.jobRole),
    ...(referral.targetClinician ? { performer: [practitionerRoleReference(referral.targetClinician)] } : {}),
    authoredOn: referral.createdOn,
    reasonCode: [{ text: referral.mainDescription }],
    ...(referral.history ? { note: [{ text: referral.history }] } : {}),
  };
}
