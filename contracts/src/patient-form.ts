// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import {
  MAX_ROW_ID,
  NAME_MAX,
  VALIDATION_MESSAGES,
  ageOn,
  dateOfBirthChecks,
  emailField,
  isPastDate,
  isValidPhone,
  noControlCharacters,
  phoneAsE164,
  optionalText,
  requiredText,
  rule,
  titleField,
  ukToday,
} from './validation.js';

export const PATIENT_SEXES = ['Male', 'Female', 'Other', 'Unknown'] as const;
export type PatientSex = (typeof PATIENT_SEXES)[number];

/** SPEC §9: the patient form's insurance choice; -1 = not chosen yet, 0 = self-payer, above 0 an insurer. */
export const INSURANCE_UNSET = -1;
export const PATIENT_MIN_AGE = 18;
/** Older dates of birth are typing mistakes (and would give ages no one has). */
export const PATIENT_EARLIEST_DOB = '1900-01-01';

/** SPEC §5 patient form messages (shared ones come from VALIDATION_MESSAGES). */
export const PATIENT_MESSAGES = {
  sexRequired: 'Please select a sex',
  phoneRequired: 'Please enter phone number',
  under18: 'Check patient is over 18 years old.',
  dobBefore1900: 'The date of birth is before 1900. Please check the year.',
  addressNotFound: 'Address not found',
  insuranceRequired: 'Please enter insurance status',
  consentRequired: 'Please confirm patient has given consent',
  createFailed: 'There has been an error creating the patient. Please try again.',
  updateFailed: 'There has been an error updating the patient information. Please try again.',
  created: 'Patient created successfully.',
  updated: 'Patient information updated successfully.',
  removed: 'Patient removed.',
  notFound: 'Patient not found.',
  referralsInProgress:
    'This patient has referrals in progress and cannot be removed. Cancel or complete the referrals first.',
  insurerUnknown: VALIDATION_MESSAGES.insuranceAgreementUnknown,
} as const;

/** A form field arrives as text (multipart, urlencoded) or as JSON; both become a string. */
const formText = z.pipe(
  z.union([z.string(), z.number(), z.boolean()]),
  z.transform((value) => String(value)),
);

/** A missing field reads as '' so its own rule answers with the form's message. */
const asText = <T extends z.ZodMiniType<unknown, string>>(schema: T) =>
  z.pipe(z._default(formText, ''), schema);

/** "true"/"on"/"1" (form check boxes) and true are true; anything else, or nothing, is false. */
const formBoolean = z.pipe(
  z.optional(z.union([z.string(), z.number(), z.boolean()])),
  z.transform((value) => value === true || value === 1 || ['true', 'on', '1'].includes(String(value))),
);

export const patientDobField = z.string().check(
  ...dateOfBirthChecks(),
  rule(
    (value: string) => !isPastDate(value) || value >= PATIENT_EARLIEST_DOB,
    PATIENT_MESSAGES.dobBefore1900,
  ),
  rule(
    (value: string) => !isPastDate(value) || ageOn(value, ukToday()) >= PATIENT_MIN_AGE,
    PATIENT_MESSAGES.under18,
  ),
);

export const patientSexField = z
  .string()
  .check(
    rule(
      (value: string) => (PATIENT_SEXES as readonly string[]).includes(value),
      PATIENT_MESSAGES.sexRequired,
    ),
  );

/** Typed with spaces or as dialled in the UK ("07700 900123"); kept in E.164 ("+447700900123"). */
export const patientPhoneField = z.string().check(
  z.trim(),
  noControlCharacters(),
  rule((value: string) => value.length > 0, PATIENT_MESSAGES.phoneRequired),
  rule((value: string) => value === '' || isValidPhone(value), VALIDATION_MESSAGES.phoneInvalid),
  z.overwrite(phoneAsE164),
);

export const patientPostcodeField = z.string().check(
  z.trim(),
  z.toUpperCase(),
  noControlCharacters(),
  rule((value: string) => value.length > 0, VALIDATION_MESSAGES.postcodeRequired),
  rule((value: string) => value.length <= 10, PATIENT_MESSAGES.addressNotFound),
);

/**
 * Nothing, blank or anything but plain digits ("0x1", "1e0") reads as "not chosen" (-1), so the rule
 * below answers with its message.
 */
const asInsuranceChoice = (value: string | undefined) =>
  value !== undefined && /^-?[0-9]{1,10}$/.test(value) ? Number(value) : INSURANCE_UNSET;

/** -1 (or nothing) is "not chosen"; 0 is self-payer; above 0 an insurer's id. */
export const insuranceChoiceField = z.pipe(
  z.optional(formText),
  z.pipe(
    z.transform(asInsuranceChoice),
    z
      .number()
      .check(
        rule(
          (value: number) => Number.isInteger(value) && value > INSURANCE_UNSET && value <= MAX_ROW_ID,
          PATIENT_MESSAGES.insuranceRequired,
        ),
      ),
  ),
);

export const consentField = z.pipe(
  formBoolean,
  z.boolean().check(rule((value: boolean) => value, PATIENT_MESSAGES.consentRequired)),
);

/**
 * SPEC §7.3 POST /patient/create/ and PUT /patient/update/{px_id}/ (form data, multipart or urlencoded,
 * or JSON). isSelfPayer is accepted but the server derives it from insuranceProviderId (below 1).
 */
export const patientFormSchema = z.object({
  title: asText(titleField),
  firstName: asText(requiredText(VALIDATION_MESSAGES.firstNameRequired)),
  lastName: asText(requiredText(VALIDATION_MESSAGES.lastNameRequired)),
  patientReference: asText(optionalText(NAME_MAX)),
  dob: asText(patientDobField),
  sex: asText(patientSexField),
  primaryEmail: asText(emailField),
  primaryPhoneNumber: asText(patientPhoneField),
  firstLine: asText(optionalText(200)),
  city: asText(optionalText(NAME_MAX)),
  postcode: asText(patientPostcodeField),
  isSelfPayer: z.optional(formBoolean),
  insuranceProviderId: insuranceChoiceField,
  consent: consentField,
});
export type PatientFormRequest = z.input<typeof patientFormSchema>;
export type PatientForm = z.output<typeof patientFormSchema>;

/** SPEC §5: isSelfPayer is true when the provider id is below 1. */
export const isSelfPayerChoice = (insuranceProviderId: number) => insuranceProviderId < 1;
