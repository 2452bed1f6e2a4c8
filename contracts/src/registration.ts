// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { POSTCODE_INVALID_MESSAGE } from './geocoding.js';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const EMAIL_ALREADY_USED_MESSAGE = 'Email address has already been used by another user.';

/** The usual address shape (SPEC §5): something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §7.5 POST /register/check-email/. Trimmed and lower-cased; an empty e-mail is allowed (the
 * check is skipped and answers valid, SPEC §5). `params.standalone`: the message is shown as is.
 */
export const checkEmailRequestSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.toLowerCase(),
    // Length first: it also keeps the pattern from scanning a huge input.
    z.refine((value) => value === '' || (value.length <= 254 && EMAIL_PATTERN.test(value)), {
      message: INVALID_EMAIL_MESSAGE,
      params: { standalone: true },
    }),
  ),
});
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;

/** emailValid is false when another user already has the address. */
export const checkEmailResponseSchema = z.object({ emailValid: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

const addressLine = z.optional(z.string().check(z.maxLength(255, 'must be at most 255 characters.')));

export const clinicAddressSchema = z.object({
  firstLine: addressLine,
  city: addressLine,
  postcode: z.optional(z.string().check(z.maxLength(16, POSTCODE_INVALID_MESSAGE))),
});
export type ClinicAddress = z.infer<typeof clinicAddressSchema>;

/** SPEC §7.5 POST /register/check-clinic/: the address fields, either flat or under `address`. */
export const checkClinicRequestSchema = z.object({
  firstLine: addressLine,
  city: addressLine,
  postcode: z.optional(z.string().check(z.maxLength(16, POSTCODE_INVALID_MESSAGE))),
  address: z.optional(clinicAddressSchema),
});
export type CheckClinicRequest = z.infer<typeof checkClinicRequestSchema>;

/** addressValid is false when the postcode is empty or cannot be located. */
export const checkClinicResponseSchema = z.object({ addressValid: z.boolean() });
export type CheckClinicResponse = z.infer<typeof checkClinicResponseSchema>;
