import type * as fhir4 from 'fhir/r4.js';
import type { ReferralEvent } from '@refnet/contracts/referrals';
import { BUSINESS_STATUS, TASK_STATUS, businessStatusOf, REFNET_SYSTEMS } from './codes.js';
import { practitionerRoleReference } from './practitioners.js';
import { displayName, practitionerReference, referenceTo } from './references.js';
import type { SeenReferral } from './service-requests.js';

/**
 * The receiver's workflow on a referral as FHIR Task (same id as its ServiceRequest): status in FHIR's
 * terms, businessStatus in RefNet's exact states, owner the receiving role profile once there is one.
 */
export function toTask(seen: SeenReferral): fhir4.Task {
  const { referral } = seen;
  return {
    resourceType: 'Task',
    id: String(referral.id),
    meta: { lastUpdated: seen.updatedOn.toISOString() },
    basedOn: [referenceTo('ServiceRequest', referral.id)],
    focus: referenceTo('ServiceRequest', referral.id),
    for: referenceTo('Patient', referral.patient.id),
    status: TASK_STATUS[referral.status],
    businessStatus: businessStatusOf(referral.status),
    intent: 'order',
    authoredOn: referral.createdOn,
    lastModified: seen.updatedOn.toISOString(),
    requester: practitionerRoleReference(referral.referrer),
    ...(referral.targetClinician ? { owner: practitionerRoleReference(referral.targetClinician) } : {}),
  };
}

/**
 * One line of a referral's audit trail as FHIR Provenance of its Task: what happened (the new state),
 * when, who pressed the button and, for a delegate, the clinician they acted for.
 */
export function toProvenance(referralId: number, event: ReferralEvent): fhir4.Provenance {
  const onBehalfOf = event.onBehalfOf;
  return {
    resourceType: 'Provenance',
    id: `${referralId}-${event.id}`,
    target: [referenceTo('Task', referralId), referenceTo('ServiceRequest', referralId)],
    recorded: event.at,
    activity: {
      coding: [{ system: REFNET_SYSTEMS.referralStatus, ...BUSINESS_STATUS[event.toStatus] }],
      text: `${event.action} by ${displayName(event.actor)}${onBehalfOf ? ` for ${displayName(onBehalfOf)}` : ''}`,
    },
    agent: [
      {
        type: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type',
              code: onBehalfOf ? 'enterer' : 'author',
            },
          ],
        },
        // A delegate is no Practitioner: named, not referenced.
        who: onBehalfOf ? { display: displayName(event.actor) } : practitionerReference(event.actor),
        ...(onBehalfOf ? { onBehalfOf: practitionerReference(onBehalfOf) } : {}),
      },
    ],
  };
}
