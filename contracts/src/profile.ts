// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { userSchema } from './auth.js';
import { messageSchema } from './common.js';
import { insuranceAgreementSchema, jobRoleSchema } from './reference-data.js';
import {
  VALIDATION_MESSAGES,
  idField,
  isValidEmail,
  isValidPhone,
  noControlCharacters,
  optionalClinicianDescriptionField,
  phoneAsE164,
  optionalText,
  profileDobField,
  requiredText,
  rule,
  titleOrBlankField,
} from './validation.js';

/** Every successful write answers with a message the UI can show as it is. */
const withMessage = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object({ message: messageSchema, ...shape });

// ---------- Entities (SPEC §3) ----------

export const CONTACT_TYPES = ['email', 'phoneNumber'] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES);

/** SPEC §3 ClinicianContact. */
export const clinicianContactSchema = z.object({
  id: z.int(),
  type: contactTypeSchema,
  email: z.string(),
  phoneNumber: z.string(),
  isMain: z.boolean(),
});
export type ClinicianContact = z.infer<typeof clinicianContactSchema>;

/** SPEC §3 Address. */
export const addressSchema = z.object({
  id: z.int(),
  addressType: z.string(),
  firstLine: z.string(),
  city: z.string(),
  postcode: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type Address = z.infer<typeof addressSchema>;

/** SPEC §3 ClinicCenter. */
export const clinicSchema = z.object({
  id: z.int(),
  address: addressSchema,
  clinicName: z.string(),
  centreName: z.string(),
});
export type Clinic = z.infer<typeof clinicSchema>;

/** SPEC §3 UserProfile (keys as the spec lists them; dates as ISO strings). */
export const userProfileSchema = z.object({
  id: z.int(),
  user: userSchema,
  jobRole: z.array(jobRoleSchema),
  appointmentsContact: z.array(clinicianContactSchema),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** yyyy-mm-dd, or null when never given (staff accounts). */
  dob: z.nullable(z.string()),
  /** A URL path (relative to the site) or an absolute URL; empty when there is none. */
  profilePicture: z.string(),
  isPatient: z.boolean(),
  clinicianDescription: z.string(),
  registrationNumber: z.string(),
  isVerified: z.boolean(),
  isDeactivated: z.boolean(),
  accountCreatedOn: z.string(),
  isFavourite: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The slim profile inside a clinician role profile. */
export const slimUserProfileSchema = z.pick(userProfileSchema, {
  id: true,
  title: true,
  firstName: true,
  lastName: true,
  profilePicture: true,
  jobRole: true,
  isVerified: true,
});
export type SlimUserProfile = z.infer<typeof slimUserProfileSchema>;

/** SPEC §3 ClinicianRoleProfile (crp): one clinician at one clinic, with the insurers accepted there. */
export const clinicianRoleProfileSchema = z.object({
  id: z.int(),
  userProfile: slimUserProfileSchema,
  clinic: clinicSchema,
  insuranceAgreements: z.array(insuranceAgreementSchema),
  isDoctor: z.boolean(),
  isDeactivated: z.boolean(),
  accountCreatedOn: z.string(),
});
export type ClinicianRoleProfile = z.infer<typeof clinicianRoleProfileSchema>;

/** SPEC §3 NotificationSettings. */
export const NOTIFICATION_FIELDS = [
  'userCreatedReferral',
  'userReceivedReferral',
  'targetHasToggledReferral',
  'userHasToggledReferral',
  'newOpenReferral',
  /** A message or file from the other side of a referral (issue 22). */
  'referralMessage',
] as const;
export const notificationFieldSchema = z.enum(NOTIFICATION_FIELDS);
export type NotificationField = z.infer<typeof notificationFieldSchema>;

export const notificationSettingsSchema = z.object({
  id: z.int(),
  createdOn: z.string(),
  updatedOn: z.string(),
  userProfile: z.int(),
  userCreatedReferral: z.boolean(),
  userReceivedReferral: z.boolean(),
  targetHasToggledReferral: z.boolean(),
  userHasToggledReferral: z.boolean(),
  newOpenReferral: z.boolean(),
  referralMessage: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** SPEC §6: a delegate's three permissions, returned as referralPermissions. */
export const referralPermissionsSchema = z.object({
  permissionViewReferrals: z.boolean(),
  permissionCreateReferrals: z.boolean(),
  permissionManageReferrals: z.boolean(),
});
export type ReferralPermissions = z.infer<typeof referralPermissionsSchema>;
export const ALL_REFERRAL_PERMISSIONS: ReferralPermissions = {
  permissionViewReferrals: true,
  permissionCreateReferrals: true,
  permissionManageReferrals: true,
};
export const NO_REFERRAL_PERMISSIONS: ReferralPermissions = {
  permissionViewReferrals: false,
  permissionCreateReferrals: false,
  permissionManageReferrals: false,
};

/** SPEC §3 DelegateUserLink. */
export const delegateUserLinkSchema = z.object({
  id: z.int(),
  delegateUserProfile: slimUserProfileSchema,
  delegateEmail: z.string(),
  clinicianUserProfile: z.int(),
  hasRegistered: z.boolean(),
  isVerified: z.boolean(),
  permissionViewReferrals: z.boolean(),
  permissionCreateReferrals: z.boolean(),
  permissionManageReferrals: z.boolean(),
  accountCreatedOn: z.string(),
});
export type DelegateUserLink = z.infer<typeof delegateUserLinkSchema>;

// ---------- GET /user/clinician-information/ (SPEC §7.6) ----------

/**
 * The signed-in user's own profile. For a delegate, clinicianProfiles are those of the clinician
 * they act for, notificationSettings is null and referralPermissions are the delegate's.
 */
export const clinicianInformationResponseSchema = z.object({
  userProfile: userProfileSchema,
  clinicianProfiles: z.array(clinicianRoleProfileSchema),
  delegates: z.array(delegateUserLinkSchema),
  pendingDelegates: z.array(delegateUserLinkSchema),
  notificationSettings: z.nullable(notificationSettingsSchema),
  isDelegate: z.boolean(),
  referralPermissions: referralPermissionsSchema,
});
export type ClinicianInformationResponse = z.infer<typeof clinicianInformationResponseSchema>;

// ---------- PUT /user/update/ ----------

export const updateUserRequestSchema = z.object({
  title: titleOrBlankField,
  firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
  lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
  dob: profileDobField,
  clinicianDescription: optionalClinicianDescriptionField,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
export const PROFILE_UPDATE_SUCCESS_MESSAGE = 'Successfully updated user information!';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Error updating user information, please try again.';
export const updateUserResponseSchema = withMessage({ userProfile: userProfileSchema });
export type UpdateUserResponse = z.infer<typeof updateUserResponseSchema>;

// ---------- Clinics (crp) ----------

export const clinicAddressFields = {
  firstLine: requiredText(VALIDATION_MESSAGES.firstLineRequired, 255),
  city: requiredText(VALIDATION_MESSAGES.cityRequired, 255),
  postcode: requiredText(VALIDATION_MESSAGES.postcodeRequired, 16),
};

/** One clinic as registration and "Manage clinics" send it (SPEC §7.5/§7.6). */
export const newClinicSchema = z.object({
  clinicName: optionalText(255),
  centreName: requiredText(VALIDATION_MESSAGES.centreNameRequired, 255),
  address: z.object(clinicAddressFields),
});
export type NewClinic = z.infer<typeof newClinicSchema>;

/** POST /user/clinician-information/create/. */
export const createClinicRequestSchema = newClinicSchema;
export type CreateClinicRequest = NewClinic;

/** PUT /user/clinician-information/update/{clinic_id}/: the address fields flat. */
export const updateClinicRequestSchema = z.object({
  clinicName: optionalText(255),
  centreName: requiredText(VALIDATION_MESSAGES.centreNameRequired, 255),
  ...clinicAddressFields,
});
export type UpdateClinicRequest = z.infer<typeof updateClinicRequestSchema>;

/** PUT /user/clinician-information/deactivate/{crp id}/: deactivate (default) or reactivate. */
export const deactivateClinicRequestSchema = z.object({ isDeactivated: z.optional(z.boolean()) });
export type DeactivateClinicRequest = z.infer<typeof deactivateClinicRequestSchema>;

/** POST /user/clinician-information/remove-clinic/: clinicId is the ClinicCenter id. */
export const removeClinicRequestSchema = z.object({ clinicId: idField, userProfileId: idField });
export type RemoveClinicRequest = z.infer<typeof removeClinicRequestSchema>;
export const LAST_CLINIC_MESSAGE =
  'You must be associated with at least one clinic. Please add your current clinic before removing this one.';

/** Every clinic write answers with the caller's clinician profiles as they now are. */
export const clinicianProfilesResponseSchema = withMessage({
  clinicianProfiles: z.array(clinicianRoleProfileSchema),
});
export type ClinicianProfilesResponse = z.infer<typeof clinicianProfilesResponseSchema>;

// ---------- Insurance agreements ----------

/** A provider typed in by the clinician; created unverified until staff verify it. */
export const newProviderSchema = z.object({
  id: z.optional(z.int()),
  provider: requiredText(VALIDATION_MESSAGES.newProviderMissing, 255),
});
export type NewProvider = z.infer<typeof newProviderSchema>;

/** An agreement chosen from the list; only the id is trusted. */
export const existingProviderSchema = z.object({
  id: idField,
  provider: z.optional(z.string().check(noControlCharacters())),
  policyName: z.optional(z.string().check(noControlCharacters())),
  verified: z.optional(z.boolean()),
});
export type ExistingProvider = z.infer<typeof existingProviderSchema>;

/**
 * PUT /user/clinician-information/update-insurance-agreements/: the full set of agreements accepted
 * at one clinician profile (crpId), or at every one of the caller's when crpId is absent.
 */
export const updateInsuranceAgreementsRequestSchema = z.object({
  crpId: z.optional(idField),
  existingAgreements: z.array(existingProviderSchema),
  newProviders: z.optional(z.array(newProviderSchema)),
});
export type UpdateInsuranceAgreementsRequest = z.infer<typeof updateInsuranceAgreementsRequestSchema>;

// ---------- Referral contacts ----------

/**
 * One contact as the forms send it; the other field of the pair may be empty or absent. A valid phone number
 * is kept in E.164 ("07700 900123" → "+447700900123"); contactListSchema refuses an invalid one.
 */
export const contactInputSchema = z.object({
  type: contactTypeSchema,
  email: z.optional(z.string().check(z.trim(), z.toLowerCase(), noControlCharacters())),
  phoneNumber: z.optional(z.string().check(z.trim(), noControlCharacters(), z.overwrite(phoneAsE164))),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** Empty entries are ignored (SPEC §5); a non-empty one must be well formed. */
export const contactListSchema = z.array(contactInputSchema).check(
  rule(
    (contacts: ContactInput[]) =>
      contacts.every((contact) => contact.type !== 'email' || !contact.email || isValidEmail(contact.email)),
    VALIDATION_MESSAGES.emailInvalid,
  ),
  rule(
    (contacts: ContactInput[]) =>
      contacts.every(
        (contact) =>
          contact.type !== 'phoneNumber' || !contact.phoneNumber || isValidPhone(contact.phoneNumber),
      ),
    VALIDATION_MESSAGES.phoneInvalid,
  ),
  rule((contacts: ContactInput[]) => contacts.length <= 20, 'At most 20 referral contacts.'),
);

/** PUT /user/referral-contacts-update/. */
export const referralContactsUpdateRequestSchema = z.object({ appointmentsContacts: contactListSchema });
export type ReferralContactsUpdateRequest = z.infer<typeof referralContactsUpdateRequestSchema>;
export const DELEGATE_CONTACTS_MESSAGE = 'Only the clinician can update Referral contacts';
export const referralContactsUpdateResponseSchema = withMessage({
  appointmentsContacts: z.array(clinicianContactSchema),
});
export type ReferralContactsUpdateResponse = z.infer<typeof referralContactsUpdateResponseSchema>;

// ---------- Notification settings ----------

/** PUT /user/notifications/update/: one flag at a time. */
export const notificationUpdateRequestSchema = z.object({
  userProfileId: idField,
  field: notificationFieldSchema,
  value: z.boolean(),
});
export type NotificationUpdateRequest = z.infer<typeof notificationUpdateRequestSchema>;
export const notificationUpdateResponseSchema = withMessage({
  notificationSettings: notificationSettingsSchema,
});
export type NotificationUpdateResponse = z.infer<typeof notificationUpdateResponseSchema>;

// ---------- Profile picture ----------

/** SPEC §9: 716800 bytes (700 KB) at most, after decoding. */
export const PROFILE_PICTURE_MAX_BYTES = 716_800;
export const PROFILE_PICTURE_CROP = { width: 400, height: 300 } as const;
export const PROFILE_PICTURE_TOO_LARGE_MESSAGE = 'The picture must be 700 KB or smaller.';
export const PROFILE_PICTURE_TYPE_MESSAGE = 'The picture must be a PNG or JPEG image.';

/** POST /user/profile-pic/upload/: base64 without a data: prefix. */
export const profilePictureUploadRequestSchema = z.object({
  image: z.string().check(
    rule((value: string) => value.length > 0, PROFILE_PICTURE_TYPE_MESSAGE),
    // base64 is 4/3 of the bytes; the exact size is checked after decoding.
    rule(
      (value: string) => value.length <= Math.ceil(PROFILE_PICTURE_MAX_BYTES / 3) * 4 + 4,
      PROFILE_PICTURE_TOO_LARGE_MESSAGE,
    ),
  ),
});
export type ProfilePictureUploadRequest = z.infer<typeof profilePictureUploadRequestSchema>;
export const profilePictureUploadResponseSchema = withMessage({ profilePicture: z.string() });
export type ProfilePictureUploadResponse = z.infer<typeof profilePictureUploadResponseSchema>;

// ---------- Deactivate own account ----------

export const DEACTIVATE_SUCCESS_MESSAGE = 'Your account has been removed successfully.';
export const DEACTIVATE_FAILED_MESSAGE =
  'An error occurred while trying to deactivate your account. Please try again later.';
export const messageResponseSchema = z.object({ message: messageSchema });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---------- Clinics ----------

/** GET /clinics/: the caller's clinics, and the clinics of doctors on RefNet. */
export const clinicsResponseSchema = z.object({
  clinics: z.array(clinicSchema),
  doctorClinics: z.array(clinicSchema),
});
export type ClinicsResponse = z.infer<typeof clinicsResponseSchema>;

export const CLINIC_NOT_FOUND_MESSAGE = 'Clinic not found.';

/** SPEC §6: a signed-in user whose account the team has not approved yet. */
export const AWAITING_APPROVAL_MESSAGE =
  'Your account is awaiting approval by the RefNet team, which may take up to 48 hours.';
