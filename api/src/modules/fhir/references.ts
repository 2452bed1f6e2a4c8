import type * as fhir4 from 'fhir/r4.js';
import type { ReferralEventPerson } from '@refnet/contracts/referrals';

/** A person as FHIR names them: "Dr Ada Lovelace". */
export const displayName = (person: { title: string; firstName: string; lastName: string }) =>
  [person.title, person.firstName, person.lastName].filter((part) => part !== '').join(' ');

export const referenceTo = (resourceType: string, id: number, display?: string): fhir4.Reference => ({
  reference: `${resourceType}/${id}`,
  ...(display ? { display } : {}),
});

export const practitionerReference = (person: ReferralEventPerson): fhir4.Reference =>
  referenceTo('Practitioner', person.id, displayName(person));

/**
 * The id a reference names, when it is `<resourceType>/<id>` (relative, or absolute ending so) with a whole
 * number: undefined otherwise.
 */
export function idFromReference(reference: string | undefined, resourceType: string): number | undefined {
  if (!reference) return undefined;
  const match = new RegExp(`(?:^|/)${resourceType}/([1-9][0-9]{0,9})$`).exec(reference);
  const id = match ? Number(match[1]) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
}
