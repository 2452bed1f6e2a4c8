// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { oneTimeLinkSchema } from './registration.js';
import {
  MAX_PASSWORD_LENGTH,
  VALIDATION_MESSAGES,
  emailField,
  newPasswordField,
  noControlCharacters,
  rule,
} from './validation.js';

/** SPEC §8 (typo of the original fixed). */
export const RESET_REQUEST_FAILED_MESSAGE =
  'Error resetting password. Please check the email entered and try again.';
/** The same answer whether or not an account uses the address. */
export const RESET_REQUEST_SENT_MESSAGE =
  'If an account uses this e-mail address, we have sent it a link to reset the password.';
export const SET_NEW_PASSWORD_FAILED_MESSAGE =
  'Password reset code invalid. Please request password reset again.';
export const SET_NEW_PASSWORD_SUCCESS_MESSAGE = 'Your password has been changed. Please log in.';
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password!';
export const PASSWORD_UPDATED_MESSAGE = 'Your password has been changed.';

/** POST /user/password/reset/. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /user/password/reset/set-new/. */
export const setNewPasswordRequestSchema = z
  .extend(oneTimeLinkSchema, {
    password: newPasswordField,
    rePassword: z.string(),
  })
  .check(
    rule(
      (body: { password: string; rePassword: string }) => body.password === body.rePassword,
      VALIDATION_MESSAGES.passwordsDoNotMatch,
    ),
  );
export type SetNewPasswordRequest = z.infer<typeof setNewPasswordRequestSchema>;

/** PUT /user/password/update/. */
export const passwordUpdateRequestSchema = z.object({
  currentPassword: z.string().check(
    noControlCharacters(),
    rule((value: string) => value.length > 0, VALIDATION_MESSAGES.passwordRequired),
    rule((value: string) => value.length <= MAX_PASSWORD_LENGTH, INCORRECT_PASSWORD_MESSAGE),
  ),
  newPassword: newPasswordField,
});
export type PasswordUpdateRequest = z.infer<typeof passwordUpdateRequestSchema>;

export const passwordMessageResponseSchema = z.object({ message: messageSchema });
export type PasswordMessageResponse = z.infer<typeof passwordMessageResponseSchema>;
