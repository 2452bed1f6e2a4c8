// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { messageSchema } from './common.js';
import { jobRoleSchema } from './reference-data.js';

/** One user as the admin lists show them (SPEC §2.14). */
export const adminUserSchema = z.object({
  id: z.int(),
  userId: z.int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isStaff: z.boolean(),
  isVerified: z.boolean(),
  isDeactivated: z.boolean(),
  emailVerified: z.boolean(),
  /** Two-factor sign-in is on (issue 22): staff can reset it for someone who lost their phone. */
  hasSecondFactor: z.boolean(),
  jobRole: z.array(jobRoleSchema),
  registrationNumber: z.string(),
  accountCreatedOn: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /admin/set-verification/user-profile/{user_profile_id}/. */
export const setVerificationRequestSchema = z.object({ setVerified: z.boolean() });
export type SetVerificationRequest = z.infer<typeof setVerificationRequestSchema>;

/** users: every user profile, in id order, as they now are. */
export const setVerificationResponseSchema = z.object({
  message: messageSchema,
  users: z.array(adminUserSchema),
});
export type SetVerificationResponse = z.infer<typeof setVerificationResponseSchema>;

export const USER_PROFILE_NOT_FOUND_MESSAGE = 'User not found.';
