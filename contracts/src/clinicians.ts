// @refnet/contracts/clinicians: clinician search, clinician pages, favourites and invitations
// (SPEC §2.12, §4, §7.2 clinician-list / clinician-information, §7.6 favourites and invite).
// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { addressSchema, clinicSchema, clinicianContactSchema, slimUserProfileSchema } from './profile.js';
import { insuranceAgreementSchema } from './reference-data.js';
import { MAX_ROW_ID, NAME_MAX, emailField, optionalText, requiredText, rule } from './validation.js';

// ---------- Constants (SPEC §2.12, §4, §9) ----------

/** SPEC §4 / §9 search defaults: the map centre and zoom before a postcode or location is known. */
export const SEARCH_DEFAULT_CENTRE = { lat: 51.501162, lng: -0.141745 } as const;
export const SEARCH_DEFAULT_ZOOM = 10;
/** SPEC §2.12 / §9: the map view. */
export const MAP_VIEW_ZOOM = 11;
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 22;
export const MARKER_SIZE_PX = 25;
export const MARKER_SIZE_HOVERED_PX = 50;
export const MAP_HOVER_DEBOUNCE_MS = 100;
/** SPEC §4: favourites change, then the analytics refresh about a second later. */
export const FAVOURITE_ANALYTICS_REFRESH_MS = 1000;
/** SPEC §4: an unknown clinician page goes back to the map after 5 s. */
export const CLINICIAN_NOT_FOUND_REDIRECT_MS = 5000;

/**
 * How many clinician role profiles one search answers with, nearest first (the caller's favourites that
 * match the filters come as well, wherever they are). Keeps the answer small and the query an index walk
 * with tens of thousands of clinicians.
 */
export const CLINICIAN_LIST_LIMIT = 200;

/** "Any" in the id filters (SPEC §9: job role cleared to 0, insurance agreement 0). */
export const ANY_ID = 0;

// ---------- Messages ----------

export const CLINICIAN_MESSAGES = {
  /** SPEC §8: the API's 404 for an unknown, unverified or deactivated clinician. */
  notFound: 'Clinician profile not found.',
  /** SPEC §8: what the clinician page says before going back to the map (404, or any other failure). */
  notFoundRedirect: 'Failed to find a clinician with a matching id, redirecting to clinicians map page',
  loadFailedRedirect: 'Failed to get clinician by id, redirecting to clinicians map page',
  /** SPEC §8 "No clinicians". */
  noneAvailable: 'No Clinicians Available',
  noneAvailableAdvice: 'Please modify your search to find more clinicians.',
  /** SPEC §5 postcode search. */
  postcodeNotLocated: 'Error locating postcode',
  /** SPEC §8 maps load failure. */
  mapsLoadFailed: 'Error loading Google Maps.',
  /** SPEC §2.12 popup fallbacks. */
  unknownClinician: 'Unknown Clinician',
  noEmail: 'No Email Provided',
  noJobTitle: 'No Job Title',
  /** SPEC §2.12 geolocation denied or failed. */
  locationDenied:
    'Location services are turned off for RefNet. Please enable location services in your browser to see clinicians near you; the map shows central London for now.',
  /** SPEC §2.12 favourite star confirm. */
  addFavouriteConfirm: 'Add to favourite clinicians?',
  removeFavouriteConfirm: 'Remove from favourite clinicians?',
  favouriteAdded: 'Clinician added to your favourite clinicians.',
  favouriteRemoved: 'Clinician removed from your favourite clinicians.',
  favouriteSelf: 'You cannot add yourself to your favourite clinicians.',
  favouriteClinicianOnly: 'Only clinicians can keep favourite clinicians.',
  latitudeInvalid: 'Please choose a location between latitude -90 and 90.',
  longitudeInvalid: 'Please choose a location between longitude -180 and 180.',
  idInvalid: 'Must be 0 (any) or a whole-number id.',
  /** A specialty names no leaf without its job role (specialty names repeat under several roles). */
  specialtyWithoutJobRole: 'Please choose the job role of this specialty.',
  /** SPEC §5 "Invite: name required". */
  inviteNameRequired: 'Please enter the name of the clinician.',
  /** The answer to an inviter over their hourly or daily allowance. */
  inviteThrottled: 'You have sent a lot of invitations lately. Please try again later.',
} as const;

/** The answer of a successful invitation. */
export const inviteSentMessage = (email: string) => `An invitation to join RefNet has been sent to ${email}.`;

// ---------- Entities ----------

/**
 * A clinician as other verified users see them: the slim profile plus what a referrer needs
 * (description, registration number, referral contacts). The referral contacts, the main e-mail among
 * them (the account's e-mail, SPEC §5), are how other clinicians reach this one, so they are shown.
 * Never shown: the `user` object, the username, the date of birth and the staff flag.
 */
export const publicClinicianProfileSchema = z.extend(slimUserProfileSchema, {
  clinicianDescription: z.string(),
  registrationNumber: z.string(),
  appointmentsContact: z.array(clinicianContactSchema),
  isFavourite: z.boolean(),
});
export type PublicClinicianProfile = z.infer<typeof publicClinicianProfileSchema>;

/** SPEC §3 ClinicianRoleProfile as search results and clinician pages carry it. */
export const clinicianCardSchema = z.object({
  id: z.int(),
  userProfile: publicClinicianProfileSchema,
  clinic: clinicSchema,
  insuranceAgreements: z.array(insuranceAgreementSchema),
  isDoctor: z.boolean(),
  isDeactivated: z.boolean(),
  accountCreatedOn: z.string(),
  /** Whether the caller (or the clinician a delegate acts for) keeps this clinician as a favourite. */
  isFavourite: z.boolean(),
  /** Kilometres from the search point (two decimals); null outside a search. */
  distance: z.nullable(z.number()),
});
export type ClinicianCard = z.infer<typeof clinicianCardSchema>;

/** SPEC §3: a map address carries the user-profile ids of the clinicians at it. */
export const mapAddressSchema = z.extend(addressSchema, { userProfileIds: z.array(z.int()) });
export type MapAddress = z.infer<typeof mapAddressSchema>;

// ---------- POST /clinician-list/ (SPEC §7.2) ----------

const anyOrIdField = z
  .int()
  .check(rule((value: number) => value >= 0 && value <= MAX_ROW_ID, CLINICIAN_MESSAGES.idInvalid));

/**
 * Filters: roleId (a job-role leaf, 0 = any); otherwise jobSpecialtySelected (with jobRoleSelected) or
 * jobRoleSelected alone match every leaf under that role / specialty ('' = any); a specialty without its
 * role is refused. insuranceProviderId (0 = any) keeps profiles accepting that agreement. lat/lng is the
 * point distances are measured from.
 */
export const clinicianListRequestSchema = z
  .object({
    roleId: anyOrIdField,
    lat: z
      .number()
      .check(rule((value: number) => value >= -90 && value <= 90, CLINICIAN_MESSAGES.latitudeInvalid)),
    lng: z
      .number()
      .check(rule((value: number) => value >= -180 && value <= 180, CLINICIAN_MESSAGES.longitudeInvalid)),
    insuranceProviderId: anyOrIdField,
    jobRoleSelected: optionalText(NAME_MAX),
    jobSpecialtySelected: optionalText(NAME_MAX),
  })
  .check(
    rule(
      (body: { jobRoleSelected: string; jobSpecialtySelected: string }) =>
        body.jobSpecialtySelected === '' || body.jobRoleSelected !== '',
      CLINICIAN_MESSAGES.specialtyWithoutJobRole,
    ),
  );
export type ClinicianListRequest = z.infer<typeof clinicianListRequestSchema>;

/**
 * Only verified, active clinicians' active role profiles, nearest first. clinicianList holds the nearest
 * CLINICIAN_LIST_LIMIT and every matching favourite; favouriteCliniciansList / otherCliniciansList split
 * it. The address lists are the clinics of those lists, one entry per address (a clinic shared by several
 * clinicians is one marker), in the same order.
 */
export const clinicianListResponseSchema = z.object({
  targetCoords: z.object({ lat: z.number(), lng: z.number() }),
  clinicianList: z.array(clinicianCardSchema),
  otherCliniciansList: z.array(clinicianCardSchema),
  favouriteCliniciansList: z.array(clinicianCardSchema),
  addressesList: z.array(mapAddressSchema),
  favouriteAddressesList: z.array(mapAddressSchema),
  otherAddressesList: z.array(mapAddressSchema),
});
export type ClinicianListResponse = z.infer<typeof clinicianListResponseSchema>;

// ---------- GET /clinician-information/{id}/ and /user-crp-information/{id}/ ----------

/** crp: the clinician's first active role profile (for user-crp-information: the one asked for); allCrps: all. */
export const clinicianPageResponseSchema = z.object({
  crp: clinicianCardSchema,
  allCrps: z.array(clinicianCardSchema),
});
export type ClinicianPageResponse = z.infer<typeof clinicianPageResponseSchema>;

// ---------- Favourites (SPEC §7.6) ----------

/** SPEC §3 favouriteClinicians entry: the keeper's user-profile id and the favourite's slim profile. */
export const favouriteClinicianSchema = z.object({
  id: z.int(),
  userProfile: z.int(),
  favouriteUserProfile: slimUserProfileSchema,
  createdOn: z.string(),
});
export type FavouriteClinician = z.infer<typeof favouriteClinicianSchema>;

/** GET /user/favourite-clinician/get/, newest first. */
export const favouriteCliniciansResponseSchema = z.object({
  favouriteClinicians: z.array(favouriteClinicianSchema),
});
export type FavouriteCliniciansResponse = z.infer<typeof favouriteCliniciansResponseSchema>;

/** Add and remove answer with the message and the whole list, so the screen needs no second call. */
export const favouriteChangeResponseSchema = z.object({
  message: messageSchema,
  favouriteClinicians: z.array(favouriteClinicianSchema),
});
export type FavouriteChangeResponse = z.infer<typeof favouriteChangeResponseSchema>;

// ---------- POST /user/invite-clinician/ (SPEC §7.6) ----------

export const inviteClinicianRequestSchema = z.object({
  name: requiredText(CLINICIAN_MESSAGES.inviteNameRequired, NAME_MAX),
  email: emailField,
});
export type InviteClinicianRequest = z.infer<typeof inviteClinicianRequestSchema>;

export const inviteClinicianResponseSchema = z.object({ passed: z.boolean(), message: messageSchema });
export type InviteClinicianResponse = z.infer<typeof inviteClinicianResponseSchema>;

// ---------- The clinician picker parcel (mf_clinicians/clinicianPicker) ----------

/** The props of the `mf_clinicians/clinicianPicker` parcel, for the referral wizard (mf-referrals) to pass. */
export interface ClinicianPickerProps {
  /** Only clinicians holding this job-role leaf; 0 or undefined = any role. */
  jobRoleId?: number;
  /**
   * Before a leaf is reached, the levels chosen so far: only clinicians holding a role under this role
   * ('' or undefined = any) and this specialty of it (POST /clinician-list/'s names).
   */
  jobRoleSelected?: string;
  jobSpecialtySelected?: string;
  /** Only clinicians accepting this insurance agreement; 0 or undefined = any insurer. */
  insuranceProviderId?: number;
  /** Where distances are measured from and the map looks, e.g. the patient's address; default: central London. */
  origin?: { lat: number; lng: number };
  /** The user chose this clinician (at this clinic). */
  onSelect: (card: ClinicianCard) => void;
}
