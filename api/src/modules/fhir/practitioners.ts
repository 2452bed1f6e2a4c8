import type * as fhir4 from 'fhir/r4.js';
import type { JobRole } from '@refnet/contracts/accounts';
import type { SlimClinicianRoleProfile } from '@refnet/contracts/referrals';
import { REFNET_SYSTEMS } from './codes.js';
import { displayName, referenceTo } from './references.js';

/** A job role as a code of RefNet's job-role system: the code is its id, the display its title. */
export const jobRoleConcept = (jobRole: Pick<JobRole, 'id' | 'jobTitle'>): fhir4.CodeableConcept => ({
  coding: [{ system: REFNET_SYSTEMS.jobRole, code: String(jobRole.id), display: jobRole.jobTitle }],
  text: jobRole.jobTitle,
});

/** A reference to a clinician role profile as a PractitionerRole, named for people reading the resource. */
export const practitionerRoleReference = (crp: SlimClinicianRoleProfile): fhir4.Reference =>
  referenceTo(
    'PractitionerRole',
    crp.id,
    `${displayName(crp.userProfile)}, ${crp.clinic.clinicName}, ${crp.clinic.centreName}`,
  );

export interface PractitionerFacts {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
  registrationNumber: string;
  jobRoles: readonly JobRole[];
  active: boolean;
}

/** A clinician as FHIR Practitioner: name, registration (by body) and job roles as qualifications. */
export function toPractitioner(facts: PractitionerFacts): fhir4.Practitioner {
  const registrationBodies = [...new Set(facts.jobRoles.map((role) => role.registrationBody))];
  return {
    resourceType: 'Practitioner',
    id: String(facts.id),
    active: facts.active,
    name: [
      {
        use: 'official',
        text: displayName(facts),
        family: facts.lastName,
        given: [facts.firstName],
        ...(facts.title ? { prefix: [facts.title] } : {}),
      },
    ],
    ...(facts.registrationNumber
      ? {
          identifier: [
            {
              system: REFNET_SYSTEMS.registrationNumber,
              value: facts.registrationNumber,
              ...(registrationBodies.length ? { assigner: { display: registrationBodies.join(', ') } } : {}),
            },
          ],
        }
      : {}),
    qualification: facts.jobRoles.map((role) => ({ code: jobRoleConcept(role) })),
  };
}

/** A clinician role profile (one clinician at one clinic) as FHIR PractitionerRole. */
export function toPractitionerRole(
  crp: SlimClinicianRoleProfile,
  { active }: { active?: boolean } = {},
): fhir4.PractitionerRole {
  const { clinic } = crp;
  return {
    resourceType: 'PractitionerRole',
    id: String(crp.id),
    ...(active === undefined ? {} : { active }),
    practitioner: referenceTo('Practitioner', crp.userProfile.id, displayName(crp.userProfile)),
    code: crp.userProfile.jobRole.map(jobRoleConcept),
    location: [
      {
        display: [
          clinic.clinicName,
          clinic.centreName,
          clinic.address.firstLine,
          clinic.address.city,
          clinic.address.postcode,
        ]
          .filter((part) => part !== '')
          .join(', '),
      },
    ],
  };
}
