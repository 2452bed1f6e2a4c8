import { APP_VERSION, type LoginAnswer, type LoginRequest } from '@refnet/contracts';
import {
  SECOND_FACTOR_TEXTS,
  type LoginSecondFactorResponse,
  type SecondFactorEnrolment,
} from '@refnet/contracts/second-factor';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { generateToken, hashToken } from '../../security/tokens.js';
import { toIdentity } from '../accounts/identity.js';
import { findSignInUser } from '../accounts/queries.js';
import { checkLoginPassword, openSession } from '../accounts/service.js';
import { startEnrolment } from './enrolment-start.js';
import type { SecondFactorKeys } from './keys.js';
import { checkProof, spendProof, type Proof } from './proof.js';
import * as queries from './queries.js';
import { newRecoveryCodes } from './recovery-codes.js';

/** How long the second step may take after the password. */
const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

export interface SignInSettings {
  keys: SecondFactorKeys;
  throttle: ServerConfig['loginThrottle'];
  /** Staff and Full Admin without a second factor must set one up before they get a session. */
  requiredForStaff: boolean;
}

async function secondStep(
  db: Database,
  userId: number,
  purpose: queries.ChallengePurpose,
  enrolment?: SecondFactorEnrolment,
): Promise<LoginAnswer> {
  const challenge = generateToken();
  await queries.insertChallenge(db, {
    userId,
    tokenHash: hashToken(challenge),
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
  });
  return {
    version: APP_VERSION,
    secondFactor: purpose,
    challenge,
    expiresInSeconds: CHALLENGE_LIFETIME_SECONDS,
    ...(enrolment ? { enrolment } : {}),
  };
}

/**
 * POST /login/. Without a second factor, SPEC §7.2's answer, unchanged. With one, no session yet: a
 * challenge for the code. Staff without one (when required) get a challenge to set one up, with a new
 * secret. Until a session opens, the password check stays counted toward the lockout.
 */
export async function signInWithPassword(
  db: Database,
  request: LoginRequest & { ipAddress: string },
  settings: SignInSettings,
): Promise<LoginAnswer> {
  const user = await checkLoginPassword(db, request, settings.throttle);
  if (user.hasSecondFactor) return secondStep(db, user.id, 'verify');
  if (settings.requiredForStaff && toIdentity(user).isAdmin) {
    return db.transaction(async (tx) => {
      const enrolment = await startEnrolment(tx, settings.keys, user);
      // Confirmed meanwhile (by another sign-in): ask for its code instead.
      return enrolment ? secondStep(tx, user.id, 'enrol', enrolment) : secondStep(tx, user.id, 'verify');
    });
  }
  return db.transaction((tx) => openSession(tx, user));
}

const challengeEnded = () => new HttpProblem(400, dangerBody(SECOND_FACTOR_TEXTS.challengeInvalid));

async function openChallenge(db: Database, challenge: string) {
  const open = await queries.findOpenChallenge(db, hashToken(challenge));
  const user = open && (await findSignInUser(db, open.userId));
  const factor = user && (await queries.findSecondFactor(db, user.id));
  // The factor must still be what the challenge was made for: a staff reset in between ends it.
  if (!open || !user || !factor || (open.purpose === 'verify') !== (factor.confirmedAt !== null))
    throw challengeEnded();
  return { open, user, factor };
}

/**
 * POST /login/second-factor/: the challenge and a code (or, for a confirmed factor, a recovery code) open
 * the session. The challenge, the code's step (or the recovery code) and the session are spent and written
 * together. A first enrolment is confirmed at the same time, and answers its recovery codes.
 */
export async function signInWithSecondFactor(
  db: Database,
  request: Proof & { challenge: string; ipAddress: string },
  settings: SignInSettings,
): Promise<LoginSecondFactorResponse> {
  const { open, user, factor } = await openChallenge(db, request.challenge);
  if (open.purpose === 'enrol' && request.code === undefined)
    throw new HttpProblem(400, dangerBody(SECOND_FACTOR_TEXTS.enrolNeedsCode));

  const spend = await checkProof(db, factor, request, {
    keys: settings.keys,
    throttle: settings.throttle,
    username: user.email,
    ipAddress: request.ipAddress,
  });
  return db.transaction(async (tx) => {
    if (!(await queries.spendChallenge(tx, open.id))) throw challengeEnded();
    const recoveryCodes =
      open.purpose === 'enrol' ? await confirm(tx, settings.keys, factor, spend) : undefined;
    if (!recoveryCodes) await spendProof(tx, user.id, spend);
    const session = await openSession(tx, user);
    return recoveryCodes ? { ...session, recoveryCodes } : session;
  });
}

/** Turns a pending factor on with its first code's step, and gives it its recovery codes (shown once). */
export async function confirm(
  tx: Database,
  keys: SecondFactorKeys,
  factor: queries.SecondFactorRow,
  spend: Awaited<ReturnType<typeof checkProof>>,
): Promise<string[]> {
  const confirmed =
    spend.kind === 'code' &&
    (await queries.confirmSecondFactor(tx, factor.userId, spend.step, factor.encryptedSecret));
  if (!confirmed) throw new HttpProblem(409, dangerBody(SECOND_FACTOR_TEXTS.enrolmentNotStarted));
  const codes = newRecoveryCodes(keys);
  await queries.replaceRecoveryCodes(tx, factor.userId, codes.hashes);
  return codes.shown;
}
