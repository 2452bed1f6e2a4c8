import {
  SECOND_FACTOR_TEXTS,
  type RecoveryCodesResponse,
  type SecondFactorEnrolment,
  type SecondFactorMessageResponse,
  type SecondFactorStatus,
} from '@refnet/contracts/second-factor';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { clearLoginFailures } from '../accounts/queries.js';
import type { Session } from '../accounts/service.js';
import { startEnrolment } from './enrolment-start.js';
import { checkProof, spendProof, type Proof, type ProofCheck } from './proof.js';
import * as queries from './queries.js';
import { newRecoveryCodes } from './recovery-codes.js';
import { confirm, type SignInSettings } from './sign-in.js';

type Attempt = { ipAddress: string };

const conflict = (message: string) => new HttpProblem(409, dangerBody(message));

const isRequiredFor = (session: Session, settings: SignInSettings) =>
  settings.requiredForStaff && session.identity.isAdmin;

const proofCheck = (session: Session, settings: SignInSettings, attempt: Attempt): ProofCheck => ({
  keys: settings.keys,
  throttle: settings.throttle,
  username: session.identity.user.email,
  ipAddress: attempt.ipAddress,
});

/** GET /second-factor/: whether the signed-in user's second factor is on, and how many recovery codes are left. */
export async function ownStatus(
  db: Database,
  session: Session,
  settings: SignInSettings,
): Promise<SecondFactorStatus> {
  const userId = session.identity.user.id;
  const factor = await queries.findSecondFactor(db, userId);
  const enabled = Boolean(factor?.confirmedAt);
  return {
    enabled,
    enabledAt: factor?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await queries.countUnusedRecoveryCodes(db, userId) : 0,
    required: isRequiredFor(session, settings),
  };
}

/** POST /second-factor/enrolment/: a new secret, waiting for its first code (replacing any unconfirmed one). */
export async function beginOwnEnrolment(
  db: Database,
  session: Session,
  settings: SignInSettings,
): Promise<SecondFactorEnrolment> {
  const enrolment = await startEnrolment(db, settings.keys, session.identity.user);
  if (!enrolment) throw conflict(SECOND_FACTOR_TEXTS.alreadyOn);
  return enrolment;
}

/** POST /second-factor/enrolment/confirm/: the first code turns it on; the recovery codes are shown once. */
export async function confirmOwnEnrolment(
  db: Database,
  session: Session,
  request: { code: string } & Attempt,
  settings: SignInSettings,
): Promise<RecoveryCodesResponse> {
  const factor = await queries.findSecondFactor(db, session.identity.user.id);
  if (factor?.confirmedAt) throw conflict(SECOND_FACTOR_TEXTS.alreadyOn);
  if (!factor) throw conflict(SECOND_FACTOR_TEXTS.enrolmentNotStarted);
  const spend = await checkProof(db, factor, { code: request.code }, proofCheck(session, settings, request));
  const recoveryCodes = await db.transaction(async (tx) => {
    const codes = await confirm(tx, settings.keys, factor, spend);
    await clearLoginFailures(tx, session.identity.user.email);
    return codes;
  });
  return { ...successBody(SECOND_FACTOR_TEXTS.enabled), recoveryCodes };
}

async function confirmedFactorOf(db: Database, session: Session) {
  const factor = await queries.findSecondFactor(db, session.identity.user.id);
  if (!factor?.confirmedAt) throw conflict(SECOND_FACTOR_TEXTS.notOn);
  return factor;
}

/** POST /second-factor/turn-off/: with a current code or a recovery code; staff who must keep it cannot. */
export async function turnOffOwnFactor(
  db: Database,
  session: Session,
  request: Proof & Attempt,
  settings: SignInSettings,
): Promise<SecondFactorMessageResponse> {
  if (isRequiredFor(session, settings))
    throw new HttpProblem(403, dangerBody(SECOND_FACTOR_TEXTS.requiredForStaff));
  const factor = await confirmedFactorOf(db, session);
  const spend = await checkProof(db, factor, request, proofCheck(session, settings, request));
  await db.transaction(async (tx) => {
    await spendProof(tx, factor.userId, spend);
    await queries.deleteSecondFactor(tx, factor.userId);
    await clearLoginFailures(tx, session.identity.user.email);
  });
  return successBody(SECOND_FACTOR_TEXTS.disabled);
}

/** POST /second-factor/recovery-codes/: ten new codes for a current code (or a recovery code); the old ones end. */
export async function renewOwnRecoveryCodes(
  db: Database,
  session: Session,
  request: Proof & Attempt,
  settings: SignInSettings,
): Promise<RecoveryCodesResponse> {
  const factor = await confirmedFactorOf(db, session);
  const spend = await checkProof(db, factor, request, proofCheck(session, settings, request));
  const codes = newRecoveryCodes(settings.keys);
  await db.transaction(async (tx) => {
    await spendProof(tx, factor.userId, spend);
    await queries.replaceRecoveryCodes(tx, factor.userId, codes.hashes);
    await clearLoginFailures(tx, session.identity.user.email);
  });
  return { ...successBody(SECOND_FACTOR_TEXTS.recoveryCodesRenewed), recoveryCodes: codes.shown };
}
