import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { personName } from '@refnet/shared-ui';
import { jobTitlesOf } from '../clinicianText';

/** Everything the text filter looks at (SPEC §2.12), lower-cased. */
function searchableText({ userProfile, clinic }: ClinicianCard): string {
  return [
    personName(userProfile),
    clinic.centreName,
    clinic.clinicName,
    ...jobTitlesOf(userProfile),
    clinic.address.city,
    clinic.address.postcode,
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * The cards matching `text`, ignoring case: every word typed must appear in the clinician's name, centre,
 * clinic, job titles, city or postcode ("hart london" finds Dr Amelia Hart in London).
 */
export function filterClinicians(cards: readonly ClinicianCard[], text: string): ClinicianCard[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cards];
  return cards.filter((card) => {
    const haystack = searchableText(card);
    return words.every((word) => haystack.includes(word));
  });
}
