import assert from 'node:assert/strict';
import {
  DELEGATE_INVITATION_PATH,
  type CompleteDelegateRegistrationRequest,
  type CompleteDelegateRegistrationResponse,
  type InviteDelegateRequest,
  type InviteDelegateResponse,
  type OneTimeLink,
} from '@refnet/contracts/accounts';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { delegateUserLinks, userProfiles, users } from '../../src/db/schema.js';
import type { Caller, TestUser } from './clinicians.js';
import { latestEmailTo, linkIn } from './registration.js';

export const DELEGATE_PASSWORD = 'Delegate-password-2026';

/** A valid invitation (permissions left to their defaults). */
export const invitation = (email: string, overrides: Partial<InviteDelegateRequest> = {}) => ({
  title: 'Mrs',
  firstName: 'Dora',
  lastName: 'Keeper',
  email,
  ...overrides,
});

/** The invitation link e-mailed to `email` (read from the outbox: without SMTP its text keeps the code). */
export async function invitationLinkFor(db: Database, email: string): Promise<OneTimeLink> {
  const sent = await latestEmailTo(db, email);
  if (!sent) throw new Error(`no e-mail to ${email}`);
  const { userHash, timeHash, verificationCode } = linkIn(sent.textBody, DELEGATE_INVITATION_PATH);
  return { userHash, timeHash, verificationCode };
}

/** The path segment of GET /get-verify-delegate/. */
export const segmentOf = (link: OneTimeLink) =>
  `user=${link.userHash}&time=${link.timeHash}&code=${link.verificationCode}`;

export const lookUpInvitation = (app: RefnetApp, link: OneTimeLink | string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/get-verify-delegate/${typeof link === 'string' ? link : segmentOf(link)}/`,
  });

/** A complete sign-up for the invitation behind `link`. */
export const completion = (
  link: OneTimeLink,
  clinician: number,
  overrides: Partial<CompleteDelegateRegistrationRequest> = {},
) => ({
  ...link,
  title: 'Ms',
  firstName: 'Dorothy',
  lastName: 'Keeper-Smith',
  email: 'ignored@refnet.test',
  password: DELEGATE_PASSWORD,
  rePassword: DELEGATE_PASSWORD,
  clinician,
  acceptedTerms: true,
  ...overrides,
});

export const completeRegistration = (app: RefnetApp, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/v1/verify-delegate/', payload: payload as object });

/** Invites `email` as the delegate of the signed-in clinician; fails the test unless it succeeds. */
export async function inviteDelegate(
  clinician: Caller,
  email: string,
  overrides: Partial<InviteDelegateRequest> = {},
): Promise<InviteDelegateResponse['delegate']> {
  const response = await clinician('POST', '/register-delegate/', invitation(email, overrides));
  assert.equal(response.statusCode, 200, response.body);
  return response.json<InviteDelegateResponse>().delegate;
}

/** Invites and registers a delegate through the API: their link id, and the delegate as a test user. */
export async function inviteAndRegister(
  app: RefnetApp,
  db: Database,
  clinician: { call: Caller; userProfileId: number },
  email: string,
  overrides: Partial<InviteDelegateRequest> = {},
): Promise<{ linkId: number; delegate: TestUser; login: CompleteDelegateRegistrationResponse }> {
  const link = await inviteDelegate(clinician.call, email, overrides);
  const response = await completeRegistration(
    app,
    completion(await invitationLinkFor(db, email), clinician.userProfileId),
  );
  assert.equal(response.statusCode, 200, response.body);
  const userProfileId = link.delegateUserProfile.id;
  const [row] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.id, userProfileId));
  return {
    linkId: link.id,
    delegate: { email, password: DELEGATE_PASSWORD, userId: row!.userId, userProfileId },
    login: response.json<CompleteDelegateRegistrationResponse>(),
  };
}

/** The stored state of a delegate: their link, user id, users.isActive and profile isVerified. */
export async function delegateState(db: Database, linkId: number) {
  const [row] = await db
    .select({
      link: delegateUserLinks,
      userId: users.id,
      isActive: users.isActive,
      profileVerified: userProfiles.isVerified,
    })
    .from(delegateUserLinks)
    .innerJoin(userProfiles, eq(userProfiles.id, delegateUserLinks.delegateUserProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(delegateUserLinks.id, linkId));
  return row;
}
