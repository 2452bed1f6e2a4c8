// Test-only: clinician search results as POST /clinician-list/ answers them.
import type { ClinicianContact, JobRole } from '@refnet/contracts/accounts';
import type {
  ClinicianCard,
  ClinicianListResponse,
  MapAddress,
  PublicClinicianProfile,
} from '@refnet/contracts/clinicians';

export function jobRole(id: number, jobTitle: string, overrides: Partial<JobRole> = {}): JobRole {
  return {
    id,
    jobRole: jobTitle,
    specialty: null,
    subSpecialty: null,
    registrationBody: 'GMC',
    jobTitle,
    isVerified: true,
    isDoctor: true,
    ...overrides,
  };
}

let contactId = 0;
export function contact(overrides: Partial<ClinicianContact> = {}): ClinicianContact {
  contactId += 1;
  return { id: contactId, type: 'email', email: '', phoneNumber: '', isMain: false, ...overrides };
}

export interface ClinicOptions {
  addressId?: number;
  centreName?: string;
  clinicName?: string;
  firstLine?: string;
  city?: string;
  postcode?: string;
  latitude?: number | null;
  longitude?: number | null;
}

export type CardOptions = Partial<PublicClinicianProfile> & {
  crpId?: number;
  clinic?: ClinicOptions;
  distance?: number | null;
  insuranceAgreements?: ClinicianCard['insuranceAgreements'];
};

/** A listed clinician: Dr Amelia Hart, GP at Victoria Health Centre (SW1A 1AA), 2.43 km away, unless told. */
export function clinicianCard(options: CardOptions = {}): ClinicianCard {
  const { crpId, clinic = {}, distance = 2.43, insuranceAgreements = [], ...profile } = options;
  const userProfile: PublicClinicianProfile = {
    id: 1,
    title: 'Dr',
    firstName: 'Amelia',
    lastName: 'Hart',
    profilePicture: '',
    jobRole: [jobRole(1, 'General Practitioner')],
    isVerified: true,
    clinicianDescription: '',
    registrationNumber: 'GMC1234567',
    appointmentsContact: [contact({ email: 'amelia@refnet.example', isMain: true })],
    isFavourite: false,
    ...profile,
  };
  const addressId = clinic.addressId ?? userProfile.id * 10;
  return {
    id: crpId ?? userProfile.id * 100,
    userProfile,
    clinic: {
      id: addressId,
      clinicName: clinic.clinicName ?? 'Main Surgery',
      centreName: clinic.centreName ?? 'Victoria Health Centre',
      address: {
        id: addressId,
        addressType: 'clinic',
        firstLine: clinic.firstLine ?? '1 Victoria Street',
        city: clinic.city ?? 'London',
        postcode: clinic.postcode ?? 'SW1A 1AA',
        latitude: clinic.latitude === undefined ? 51.4975 : clinic.latitude,
        longitude: clinic.longitude === undefined ? -0.1357 : clinic.longitude,
      },
    },
    insuranceAgreements,
    isDoctor: true,
    isDeactivated: false,
    accountCreatedOn: '2025-01-31T10:00:00.000Z',
    isFavourite: userProfile.isFavourite,
    distance,
  };
}

/** One map address per clinic address, carrying the user-profile ids of the clinicians there. */
export function addressesOf(cards: readonly ClinicianCard[]): MapAddress[] {
  const addresses = new Map<number, MapAddress>();
  for (const { clinic, userProfile } of cards) {
    const known = addresses.get(clinic.address.id);
    if (known) known.userProfileIds.push(userProfile.id);
    else addresses.set(clinic.address.id, { ...clinic.address, userProfileIds: [userProfile.id] });
  }
  return [...addresses.values()];
}

/** The answer of POST /clinician-list/ for these cards, split by isFavourite as the API does. */
export function clinicianListResponse(
  cards: readonly ClinicianCard[],
  targetCoords = { lat: 51.501162, lng: -0.141745 },
): ClinicianListResponse {
  const favourites = cards.filter((card) => card.isFavourite);
  const others = cards.filter((card) => !card.isFavourite);
  return {
    targetCoords,
    clinicianList: [...cards],
    favouriteCliniciansList: favourites,
    otherCliniciansList: others,
    addressesList: addressesOf(cards),
    favouriteAddressesList: addressesOf(favourites),
    otherAddressesList: addressesOf(others),
  };
}
