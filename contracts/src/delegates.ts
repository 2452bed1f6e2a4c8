// zod/mini: tree-shakable, so the browser carries only the checks these schemas use.
import { z } from 'zod/mini';
import { loginResponseSchema } from './auth.js';
import { messageSchema } from './common.js';
import { delegateUserLinkSchema, referralPermissionsSchema, slimUserProfileSchema } from './profile.js';
import { oneTimeLinkSchema } from './registration.js';
import {
  VALIDATION_MESSAGES,
  emailField,
  idField,
  newPasswordField,
  requiredText,
  rule,
  titleField,
} from './validation.js';

/** SPEC §2.5, §2.13, §4, §8: the texts of delegate invitation, sign-up and management, word for word. */
export const DELEGATE_MESSAGES = {
  invitationSent: (email: string) =>
    `Invitation sent to ${email}. The delegate will receive an e-mail with a link to set up their account.`,
  clinicianOnly: 'Only the clinician can manage their delegates.',
  notFound: 'Delegate not found.',
  notYetRegistered: 'Awaiting user registration',
  restoreNotRegistered: 'This delegate has not registered yet, so the account cannot be restored.',
  deactivated: 'Delegate account deactivated.',
  restored: 'Delegate account restored.',
  permissionsUpdated: 'Delegate permissions updated.',
  invitationInvalid: 'This registration link is not valid or has expired.',
  registrationSuccessful: 'Delegate registration successful.',
  registrationFailed: 'Delegate registration failed',
  registrationFailedTitle: 'Registration failed',
  noActiveDelegates: 'No active delegate accounts found',
  addNewHint: "Please click 'Add New' on the left to set one up",
  inactiveSection: 'Inactive Delegate accounts',
} as const;

/** SPEC §2.5: after a successful delegate sign-up the dashboard opens after 4.75 s. */
export const DELEGATE_REGISTRATION_REDIRECT_MS = 4750;

/** The front-end route an invitation link opens (SPEC §2.1). */
export const DELEGATE_INVITATION_PATH = '/register-delegate/verify-email';
export const DELEGATE_INVITATION_ERROR_PATH = '/register-delegate/verify-email-error';

/** Permissions default to enabled on invitation (SPEC §6, §9). */
const permissionField = z._default(z.boolean(), true);

// ---------- POST /register-delegate/ (SPEC §7.5) ----------

/**
 * The clinician's invitation. delegatingClinicianUserProfileId, when given, must be the caller's own
 * profile: a clinician invites delegates for themselves only.
 */
export const inviteDelegateRequestSchema = z.object({
  title: titleField,
  firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
  lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
  email: emailField,
  delegatingClinicianUserProfileId: z.optional(idField),
  permissionViewReferrals: permissionField,
  permissionCreateReferrals: permissionField,
  permissionManageReferrals: permissionField,
});
export type InviteDelegateRequest = z.input<typeof inviteDelegateRequestSchema>;
export const inviteDelegateResponseSchema = z.object({
  message: messageSchema,
  delegate: delegateUserLinkSchema,
});
export type InviteDelegateResponse = z.infer<typeof inviteDelegateResponseSchema>;

// ---------- GET /get-verify-delegate/user=…&time=…&code=…/ ----------

/** Who invited whom: the form of SPEC §2.5 starts from the invitation's names. */
export const delegateRegistrationSchema = z.object({
  clinician: slimUserProfileSchema,
  delegate: z.object({
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type DelegateRegistration = z.infer<typeof delegateRegistrationSchema>;
export const delegateInvitationResponseSchema = z.object({
  delegateRegistration: delegateRegistrationSchema,
});
export type DelegateInvitationResponse = z.infer<typeof delegateInvitationResponseSchema>;

// ---------- PUT /verify-delegate/ ----------

/**
 * SPEC §7.5 fields plus the link's three parts, which prove the invitation. The e-mail is the one
 * the invitation was sent to (the server keeps that one); clinician is the inviting clinician's
 * profile id, checked against the invitation.
 */
export const completeDelegateRegistrationRequestSchema = z
  .extend(oneTimeLinkSchema, {
    title: titleField,
    firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
    lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
    email: emailField,
    password: newPasswordField,
    rePassword: z.string(),
    clinician: idField,
    /** SPEC §7.5 does not list it: a client that omits it is taken to have shown the terms (as /register/). */
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
export type CompleteDelegateRegistrationRequest = z.infer<typeof completeDelegateRegistrationRequestSchema>;
/** The delegate is signed in at once: the answer is a login answer plus the success notice. */
export const completeDelegateRegistrationResponseSchema = z.extend(loginResponseSchema, {
  message: messageSchema,
});
export type CompleteDelegateRegistrationResponse = z.infer<typeof completeDelegateRegistrationResponseSchema>;

// ---------- GET /user/delegates/ and the management calls (SPEC §7.6) ----------

/** delegates: active links; pendingDelegates: inactive ones (awaiting registration or deactivated). */
export const delegatesResponseSchema = z.object({
  delegates: z.array(delegateUserLinkSchema),
  pendingDelegates: z.array(delegateUserLinkSchema),
});
export type DelegatesResponse = z.infer<typeof delegatesResponseSchema>;

/** POST /user/delegate/deactivate/ and /restore/: the link object; only its id is relied on. */
export const delegateLinkRequestSchema = z.object({ id: idField });
export type DelegateLinkRequest = z.infer<typeof delegateLinkRequestSchema>;

/** POST /user/delegate/update-permisison/ (path spelled so). */
export const updateDelegatePermissionsRequestSchema = z.object({
  delegateId: idField,
  delegateUserId: idField,
  permissions: referralPermissionsSchema,
});
export type UpdateDelegatePermissionsRequest = z.infer<typeof updateDelegatePermissionsRequestSchema>;

/** Every management call answers with the changed link, the notice, and both lists as they now are. */
export const delegateChangeResponseSchema = z.extend(delegatesResponseSchema, {
  message: messageSchema,
  delegate: delegateUserLinkSchema,
});
export type DelegateChangeResponse = z.infer<typeof delegateChangeResponseSchema>;
