import {
  CLINICIAN_MESSAGES,
  type ClinicianCard,
  type MapAddress,
  type PublicClinicianProfile,
} from '@refnet/contracts/clinicians';
import { personName } from '@refnet/shared-ui';
import { firstReferralEmail, jobTitlesOf } from '../clinicianText';
import { positionOf, type LatLng } from './geo';

/** One clinician in a marker's popup, with the SPEC §2.12 fallbacks already applied. */
export interface PopupClinician {
  userProfileId: number;
  name: string;
  email: string;
  jobTitle: string;
}

/** One marker per map address (a clinic shared by several clinicians is one marker). */
export interface MapMarker {
  addressId: number;
  position: LatLng;
  /** The names of the clinicians there: the marker's tooltip and accessible name. */
  title: string;
  clinicians: PopupClinician[];
}

function popupClinician(userProfileId: number, profile: PublicClinicianProfile | undefined): PopupClinician {
  return {
    userProfileId,
    name: (profile && personName(profile)) || CLINICIAN_MESSAGES.unknownClinician,
    email: (profile && firstReferralEmail(profile)) ?? CLINICIAN_MESSAGES.noEmail,
    jobTitle: (profile && jobTitlesOf(profile).join(', ')) || CLINICIAN_MESSAGES.noJobTitle,
  };
}

/**
 * The markers for `addresses`, naming the clinicians at each from `clinicians` (the search's clinicianList);
 * addresses without coordinates cannot be placed and are left out.
 */
export function toMapMarkers(
  addresses: readonly MapAddress[],
  clinicians: readonly ClinicianCard[],
): MapMarker[] {
  const profiles = new Map<number, PublicClinicianProfile>();
  for (const { userProfile } of clinicians) {
    if (!profiles.has(userProfile.id)) profiles.set(userProfile.id, userProfile);
  }
  return addresses.flatMap((address) => {
    const position = positionOf(address);
    if (position === null) return [];
    const people = [...new Set(address.userProfileIds)].map((id) => popupClinician(id, profiles.get(id)));
    const names = [...new Set(people.map((person) => person.name))];
    return [
      {
        addressId: address.id,
        position,
        title: names.join(', ') || CLINICIAN_MESSAGES.unknownClinician,
        clinicians: people,
      },
    ];
  });
}
