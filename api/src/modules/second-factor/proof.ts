import { SECOND_FACTOR_TEXTS } from '@refnet/contracts/second-factor';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import { afterFailedPasswordCheck, reservePasswordCheck } from '../accounts/password-checks.js';
import type { SecondFactorKeys } from './keys.js';
import {
  advanceTimeStep,
  hasUnusedRecoveryCode,
  spendRecoveryCode,
  type SecondFactorRow,
} from './queries.js';
import { matchingTimeStep } from './totp.js';

/** A code or a recovery code, as the contracts normalise them (digits only; lower case, no hyphens). */
export type Proof = { code?: string | undefined; recoveryCode?: string | undefined };

/** What a correct proof spends once the rest of its write is sure to happen (spendProof). */
export type ProofSpend = { kind: 'code'; step: number } | { kind: 'recovery'; codeHash: string };

export interface ProofCheck {
  keys: SecondFactorKeys;
  throttle: ServerConfig['loginThrottle'];
  /** The login failures are counted under this name: the account's e-mail, as the password's are. */
  username: string;
  ipAddress: string;
}

const refused = (message: string) => new HttpProblem(400, dangerBody(message));

/** The step of a TOTP code for this factor, or the refusal: not the code, or a step already used (a replay). */
async function codeStep(factor: SecondFactorRow, code: string, keys: SecondFactorKeys) {
  const step = await matchingTimeStep(keys.openSecret(factor.encryptedSecret, factor.userId), code);
  if (step === null) return SECOND_FACTOR_TEXTS.wrongCode;
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) return SECOND_FACTOR_TEXTS.codeUsed;
  return step;
}

/**
 * Checks a proof against the factor, counted as a login attempt (the lockout of wrong passwords applies to
 * wrong codes, with the same answer once it is reached). Spends nothing: the caller spends the answer in the
 * transaction of its write. A recovery code is only checked on a confirmed factor.
 */
export async function checkProof(
  db: Database,
  factor: SecondFactorRow,
  proof: Proof,
  check: ProofCheck,
): Promise<ProofSpend> {
  await reservePasswordCheck(db, { username: check.username, ipAddress: check.ipAddress }, check.throttle);
  let outcome: ProofSpend | string;
  if (proof.code !== undefined) {
    const step = await codeStep(factor, proof.code, check.keys);
    outcome = typeof step === 'number' ? { kind: 'code', step } : step;
  } else {
    const codeHash = check.keys.hashRecoveryCode(proof.recoveryCode ?? '');
    const usable = factor.confirmedAt !== null && (await hasUnusedRecoveryCode(db, factor.userId, codeHash));
    outcome = usable ? { kind: 'recovery', codeHash } : SECOND_FACTOR_TEXTS.wrongRecoveryCode;
  }
  if (typeof outcome === 'string') {
    await afterFailedPasswordCheck(db, check.throttle);
    throw refused(outcome);
  }
  return outcome;
}

/** Spends a checked proof in `tx`; throws the refusal when it is spent already (the same code twice at once). */
export async function spendProof(tx: Database, userId: number, spend: ProofSpend) {
  if (spend.kind === 'code') {
    if (!(await advanceTimeStep(tx, userId, spend.step))) throw refused(SECOND_FACTOR_TEXTS.codeUsed);
  } else if (!(await spendRecoveryCode(tx, userId, spend.codeHash))) {
    throw refused(SECOND_FACTOR_TEXTS.wrongRecoveryCode);
  }
}
