import {
  SECOND_FACTOR_TEXTS,
  type LoginSecondFactorRequest,
  type LoginSecondFactorResponse,
} from '@refnet/contracts/second-factor';
import { isApiRequestError } from '@refnet/shared-ui';

export const CODE_CHECK_FAILED_MESSAGE = 'Your code could not be checked. Please try again.';

export type SecondStepResult =
  | { ok: true; answer: LoginSecondFactorResponse }
  /** `restart`: the challenge has ended (expired, used, or reset); only a new password step helps. */
  | { ok: false; message: string; restart: boolean };

/** Sends the second step; a refusal (wrong code, lockout, an ended challenge) in the server's words. */
export async function sendSecondStep(
  request: LoginSecondFactorRequest,
  send: (request: LoginSecondFactorRequest) => Promise<LoginSecondFactorResponse>,
): Promise<SecondStepResult> {
  try {
    return { ok: true, answer: await send(request) };
  } catch (error) {
    const message = isApiRequestError(error) ? error.serverMessage?.message : undefined;
    return {
      ok: false,
      message: message ?? CODE_CHECK_FAILED_MESSAGE,
      restart: message === SECOND_FACTOR_TEXTS.challengeInvalid,
    };
  }
}
