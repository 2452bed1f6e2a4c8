// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { noControlCharacters } from './control-characters.js';

/** SPEC §6 user groups. */
export const userGroupSchema = z.enum(['Full Admin', 'Staff', 'Clinician', 'Patient', 'Delegate']);
export type UserGroup = z.infer<typeof userGroupSchema>;
export const STAFF_GROUPS: readonly UserGroup[] = ['Full Admin', 'Staff'];

/** SPEC §3 User entity (keys exactly as the spec lists them). */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const LOGIN_FAILED_MESSAGE = 'Email and password combination not found.';

/** Not held to the e-mail pattern: an account made before a stricter pattern must still sign in. */
export const loginRequestSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      noControlCharacters(),
      z.minLength(1, 'Please enter a valid email address.'),
      z.maxLength(254),
    ),
  password: z
    .string()
    .check(noControlCharacters(), z.minLength(1, 'Please enter a password.'), z.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** SPEC §7.2 POST /login/ keys, exactly. */
export const loginResponseSchema = z.object({
  version: z.string(),
  user: userSchema,
  token: z.string(),
  isPatient: z.boolean(),
  isAdmin: z.boolean(),
  isAuthenticated: z.literal(true),
  userGroup: userGroupSchema,
  /**
   * Whether the team has approved the account (always true for staff). Not in SPEC §7.2; the shell
   * needs it to show an unapproved clinician only the pending-approval screen, profile and help.
   */
  isVerified: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What an authenticator app needs: the QR code (drawn by RefNet, an SVG) or the secret typed in by hand. */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, as authenticator apps take it when typed. */
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/**
 * POST /login/ for an account with two-factor sign-in (issue 22): the password was right, and no session
 * exists yet. `verify`: send a code with the challenge to POST /login/second-factor/. `enrol`: staff must
 * set it up first; the enrolment is what their app needs, and a first code finishes the sign-in.
 */
export const loginSecondFactorStepSchema = z.object({
  version: z.string(),
  secondFactor: z.enum(['verify', 'enrol']),
  /** Single-use, valid for expiresInSeconds. */
  challenge: z.string(),
  expiresInSeconds: z.int(),
  enrolment: z.optional(secondFactorEnrolmentSchema),
});
export type LoginSecondFactorStep = z.infer<typeof loginSecondFactorStepSchema>;

/** Everything POST /login/ answers: a session (SPEC §7.2, unchanged without two-factor) or a second step. */
export const loginAnswerSchema = z.union([loginResponseSchema, loginSecondFactorStepSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const needsSecondFactor = (answer: LoginAnswer): answer is LoginSecondFactorStep =>
  'secondFactor' in answer;

/** GET /user/check-auth/: the same identity facts as login, without a new token. */
export const checkAuthResponseSchema = z.omit(loginResponseSchema, { token: true, version: true });
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
