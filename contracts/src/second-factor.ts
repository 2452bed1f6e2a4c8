// @refnet/contracts/second-factor: two-factor sign-in (issue 22, TOTP per RFC 6238): the second step of a
// sign-in, a person's own enrolment on their profile, and the staff reset. The password step's answer that
// asks for it is in the main entry (auth.ts), next to the login answer it replaces.
// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { loginResponseSchema } from './auth.js';

export { secondFactorEnrolmentSchema, type SecondFactorEnrolment } from './auth.js';
import { messageSchema } from './common.js';
import { isRowId, rule } from './validation.js';

/** Codes are 6 digits, one per 30 seconds (what every authenticator app uses by default). */
export const SECOND_FACTOR_CODE_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes use letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const RECOVERY_CODE_LENGTH = 10;
/** The name authenticator apps show above the codes. */
export const SECOND_FACTOR_ISSUER = 'RefNet';

export const SECOND_FACTOR_TEXTS = {
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeInvalid: 'Enter one of your recovery codes as it was given to you, such as abcd-efgh-jk.',
  proofMissing: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  challengeInvalid: 'This sign-in has expired. Please sign in again with your email and password.',
  wrongCode:
    'That code is not right. Check that the time on your phone is correct, then try the newest code.',
  codeUsed: 'That code has already been used. Wait for your app to show a new code, then enter it.',
  wrongRecoveryCode: 'That recovery code is not right, or it has already been used.',
  enrolNeedsCode:
    'Enter the 6-digit code from your authenticator app to finish setting up two-factor sign-in.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notOn: 'Two-factor sign-in is not on for your account.',
  enrolmentNotStarted: 'Start setting up two-factor sign-in again: that set-up is no longer open.',
  requiredForStaff:
    'Staff accounts must keep two-factor sign-in on. If you lost your phone, ask another staff member to reset it.',
  userIdInvalid: 'The user id must be a whole number.',
  userNotFound: 'User not found.',
  resetOwn: 'You cannot reset your own two-factor sign-in. Ask another staff member.',
  resetAdminFullAdminOnly: 'Only a full admin can reset the two-factor sign-in of a staff account.',
  resetNone: 'This user has not set up two-factor sign-in.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  recoveryCodesRenewed: 'New recovery codes made. The old ones no longer work.',
  reset: (name: string) =>
    `Two-factor sign-in reset for ${name}. They have been signed out and will set it up again.`,
} as const;

/** A code as typed: digits, perhaps with spaces ("123 456"), which are dropped. */
export const secondFactorCodeField = z.pipe(
  z.string().check(z.maxLength(20, SECOND_FACTOR_TEXTS.codeInvalid)),
  z.pipe(
    z.transform((value: string) => value.replace(/\s+/g, '')),
    z
      .string()
      .check(
        rule(
          (value: string) => new RegExp(`^\\d{${SECOND_FACTOR_CODE_DIGITS}}$`).test(value),
          SECOND_FACTOR_TEXTS.codeInvalid,
        ),
      ),
  ),
);

/** A recovery code as typed, in either case, with or without its hyphens and spaces. */
export const normaliseRecoveryCode = (value: string) => value.toLowerCase().replace(/[\s-]+/g, '');

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

export const recoveryCodeField = z.pipe(
  z.string().check(z.maxLength(40, SECOND_FACTOR_TEXTS.recoveryCodeInvalid)),
  z.pipe(
    z.transform(normaliseRecoveryCode),
    z
      .string()
      .check(
        rule((value: string) => RECOVERY_CODE_PATTERN.test(value), SECOND_FACTOR_TEXTS.recoveryCodeInvalid),
      ),
  ),
);

/** How a code is shown to be kept: xxxx-xxxx-xx. */
export const formatRecoveryCode = (code: string) =>
  `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

const exactlyOneProof = rule(
  (body: { code?: string | undefined; recoveryCode?: string | undefined }) =>
    (body.code === undefined) !== (body.recoveryCode === undefined),
  SECOND_FACTOR_TEXTS.proofMissing,
);

/** What proves the person holds the second factor: a current code, or one unused recovery code. */
export const secondFactorProofSchema = z
  .object({ code: z.optional(secondFactorCodeField), recoveryCode: z.optional(recoveryCodeField) })
  .check(exactlyOneProof);
export type SecondFactorProof = z.input<typeof secondFactorProofSchema>;

// ---------- POST /login/second-factor/ ----------

export const loginSecondFactorRequestSchema = z
  .object({
    challenge: z
      .string()
      .check(
        rule((value: string) => /^[A-Za-z0-9_-]{20,100}$/.test(value), SECOND_FACTOR_TEXTS.challengeInvalid),
      ),
    code: z.optional(secondFactorCodeField),
    recoveryCode: z.optional(recoveryCodeField),
  })
  .check(exactlyOneProof);
export type LoginSecondFactorRequest = z.input<typeof loginSecondFactorRequestSchema>;

/** The login answer (SPEC §7.2); after a first enrolment, with the recovery codes, shown this once. */
export const loginSecondFactorResponseSchema = z.extend(loginResponseSchema, {
  recoveryCodes: z.optional(z.array(z.string())),
});
export type LoginSecondFactorResponse = z.infer<typeof loginSecondFactorResponseSchema>;

// ---------- GET /second-factor/ ----------

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.int(),
  /** Staff must keep it on: they cannot turn it off themselves. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

// ---------- POST /second-factor/enrolment/ answers secondFactorEnrolmentSchema ----------
// ---------- POST /second-factor/enrolment/confirm/ ----------

export const confirmSecondFactorRequestSchema = z.object({ code: secondFactorCodeField });
export type ConfirmSecondFactorRequest = z.input<typeof confirmSecondFactorRequestSchema>;

/** The recovery codes, formatted (formatRecoveryCode), shown this once: RefNet keeps only their hashes. */
export const recoveryCodesResponseSchema = z.object({
  message: messageSchema,
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

// ---------- POST /second-factor/turn-off/ and /second-factor/recovery-codes/ take secondFactorProofSchema ----------

export const secondFactorMessageResponseSchema = z.object({ message: messageSchema });
export type SecondFactorMessageResponse = z.infer<typeof secondFactorMessageResponseSchema>;

// ---------- DELETE /staff/users/{userId}/second-factor/ ----------

export const staffUserIdParamsSchema = z.object({
  userId: z.pipe(
    z
      .string()
      .check(
        rule(
          (value: string) => /^\d{1,10}$/.test(value) && isRowId(Number(value)),
          SECOND_FACTOR_TEXTS.userIdInvalid,
        ),
      ),
    z.transform(Number),
  ),
});
