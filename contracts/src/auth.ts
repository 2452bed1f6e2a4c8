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

/** GET /user/check-auth/: the same identity facts as login, without a new token. */
export const checkAuthResponseSchema = z.omit(loginResponseSchema, { token: true, version: true });
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
