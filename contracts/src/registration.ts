// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { POSTCODE_INVALID_MESSAGE } from './geocoding.js';
import { messageSchema } from './common.js';
import { contactListSchema, existingProviderSchema, newClinicSchema, newProviderSchema } from './profile.js';
import {
  VALIDATION_MESSAGES,
  clinicianDescriptionField,
  emailField,
  idField,
  newPasswordField,
  noControlCharacters,
  optionalEmailField,
  registrationDobField,
  requiredText,
  rule,
  titleField,
} from './validation.js';

/**
 * SPEC §7.5 POST /register/check-email/. Trimmed and lower-cased; an empty e-mail is allowed (the
 * check is skipped and answers valid, SPEC §5). `params.standalone`: the message is shown as is.
 */
export const checkEmailRequestSchema = z.object({ email: optionalEmailField });
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;

/** emailValid is false when another user already has the address. */
export const checkEmailResponseSchema = z.object({ emailValid: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

const addressLine = z.optional(
  z.string().check(noControlCharacters(), z.maxLength(255, 'must be at most 255 characters.')),
);
const postcode = z.optional(
  z.string().check(noControlCharacters(), z.maxLength(16, POSTCODE_INVALID_MESSAGE)),
);

export const clinicAddressSchema = z.object({
  firstLine: addressLine,
  city: addressLine,
  postcode,
});
export type ClinicAddress = z.infer<typeof clinicAddressSchema>;

/** SPEC §7.5 POST /register/check-clinic/: the address fields, either flat or under `address`. */
export const checkClinicRequestSchema = z.object({
  firstLine: addressLine,
  city: addressLine,
  postcode,
  address: z.optional(clinicAddressSchema),
});
export type CheckClinicRequest = z.infer<typeof checkClinicRequestSchema>;

/**
 * addressValid is false when the postcode is empty or cannot be located. `reason` (not in SPEC) is
 * 'directoryLimited' when a well-formed postcode is missing from this server's postcode directory and no
 * outside geocoder is configured: the form then shows POSTCODE_DIRECTORY_LIMITED_MESSAGE.
 */
export const CHECK_CLINIC_DIRECTORY_LIMITED = 'directoryLimited' as const;
export const checkClinicResponseSchema = z.object({
  addressValid: z.boolean(),
  reason: z.optional(z.literal(CHECK_CLINIC_DIRECTORY_LIMITED)),
});
export type CheckClinicResponse = z.infer<typeof checkClinicResponseSchema>;

// ---------- POST /register/ (SPEC §7.5) ----------

export const REGISTRATION_FAILED_MESSAGE =
  'There has been an error in the registration process. The product team has been notified.';
export const REGISTRATION_SUCCESS_MESSAGE =
  'Thank you for registering. Please check your e-mail for a link to verify your address.';
export const MISSING_DATA_MESSAGE = 'Error missing data.';

export const registerRequestSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    rePassword: z.string(),
    title: titleField,
    firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
    lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
    dob: registrationDobField,
    clinicianDescription: clinicianDescriptionField,
    registrationNumber: requiredText(VALIDATION_MESSAGES.registrationNumberRequired, 50),
    jobRoleIds: z.array(idField).check(
      rule((ids: number[]) => ids.length > 0, VALIDATION_MESSAGES.jobRoleRequired),
      rule((ids: number[]) => new Set(ids).size === ids.length, VALIDATION_MESSAGES.jobRoleDuplicate),
      rule((ids: number[]) => ids.length <= 20, 'At most 20 job roles.'),
    ),
    appointmentsContacts: z.optional(contactListSchema),
    clinics: z.array(newClinicSchema).check(
      rule((clinics: unknown[]) => clinics.length > 0, VALIDATION_MESSAGES.clinicRequired),
      rule((clinics: unknown[]) => clinics.length <= 20, 'At most 20 clinics.'),
    ),
    existingProviders: z.optional(z.array(existingProviderSchema)),
    newProviders: z.optional(z.array(newProviderSchema)),
    /** Terms must be accepted (SPEC §5); a client that omits it is taken to have shown them. */
    acceptedTerms: z.optional(z.boolean()),
  })
  .check(
    rule(
      (body: { password: string; rePassword: string }) => body.password === body.rePassword,
      VALIDATION_MESSAGES.passwordsDoNotMatch,
    ),
    rule(
      (body: { acceptedTerms?: boolean }) => body.acceptedTerms !== false,
      VALIDATION_MESSAGES.termsRequired,
    ),
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ message: messageSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// ---------- POST /register/verify-email/user={user}&time={time}&code={code}/ ----------

/** The three parts of every e-mailed link (/…/{userHash}/{timeHash}/{verificationCode}). */
export const oneTimeLinkSchema = z.object({
  userHash: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid link.')),
  timeHash: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid link.')),
  verificationCode: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid link.')),
});
export type OneTimeLink = z.infer<typeof oneTimeLinkSchema>;

export const EMAIL_VERIFICATION_FAILED_MESSAGE =
  'Email verification was unsuccessful. The product team will review your registration request, which may take up to 48 hours.';

/** A used (or expired) link of an address verified before: the link's owner is told to sign in. */
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified. Please sign in.';

/**
 * emailVerified: the address is proven; accountApproved: the team has approved the account too.
 * alreadyVerified (not in SPEC): the link had been used before, by an address verified then.
 */
export const verifyEmailResponseSchema = z.object({
  message: messageSchema,
  emailVerified: z.boolean(),
  accountApproved: z.boolean(),
  alreadyVerified: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
