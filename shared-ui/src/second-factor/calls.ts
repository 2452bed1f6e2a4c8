import {
  loginSecondFactorResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorEnrolmentSchema,
  secondFactorMessageResponseSchema,
  secondFactorStatusSchema,
  type ConfirmSecondFactorRequest,
  type LoginSecondFactorRequest,
  type LoginSecondFactorResponse,
  type RecoveryCodesResponse,
  type SecondFactorEnrolment,
  type SecondFactorMessageResponse,
  type SecondFactorProof,
  type SecondFactorStatus,
} from '@refnet/contracts/second-factor';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/**
 * POST /login/second-factor/ (issue 22): the challenge of the password step and a code (or a recovery code).
 * Sent without a token, like /login/; the answer is a session, which the caller saves.
 */
export async function loginWithSecondFactor(
  request: LoginSecondFactorRequest,
): Promise<LoginSecondFactorResponse> {
  requireParams('loginWithSecondFactor', { request });
  const response = await apiClient.post<unknown>('/login/second-factor/', request, {
    skipAuth: true,
    changesNothing: true,
  });
  return parseResponse(loginSecondFactorResponseSchema, response.data, 'loginWithSecondFactor');
}

/** GET /second-factor/: whether the signed-in user's two-factor sign-in is on. */
export async function fetchSecondFactorStatus(options: RequestOptions = {}): Promise<SecondFactorStatus> {
  const response = await apiClient.get<unknown>('/second-factor/', { signal: options.signal });
  return parseResponse(secondFactorStatusSchema, response.data, 'fetchSecondFactorStatus');
}

/** POST /second-factor/enrolment/: a new secret for the user's authenticator app, waiting for a first code. */
export async function startSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
  const response = await apiClient.post<unknown>('/second-factor/enrolment/', {}, { changesNothing: true });
  return parseResponse(secondFactorEnrolmentSchema, response.data, 'startSecondFactorEnrolment');
}

/** POST /second-factor/enrolment/confirm/: the first code turns it on; the answer's recovery codes are shown once. */
export async function confirmSecondFactorEnrolment(
  request: ConfirmSecondFactorRequest,
): Promise<RecoveryCodesResponse> {
  requireParams('confirmSecondFactorEnrolment', { request });
  const response = await apiClient.post<unknown>('/second-factor/enrolment/confirm/', request);
  return parseResponse(recoveryCodesResponseSchema, response.data, 'confirmSecondFactorEnrolment');
}

/** POST /second-factor/turn-off/: with a current code or a recovery code. */
export async function turnOffSecondFactor(proof: SecondFactorProof): Promise<SecondFactorMessageResponse> {
  requireParams('turnOffSecondFactor', { proof });
  const response = await apiClient.post<unknown>('/second-factor/turn-off/', proof);
  return parseResponse(secondFactorMessageResponseSchema, response.data, 'turnOffSecondFactor');
}

/** POST /second-factor/recovery-codes/: ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(proof: SecondFactorProof): Promise<RecoveryCodesResponse> {
  requireParams('renewRecoveryCodes', { proof });
  const response = await apiClient.post<unknown>('/second-factor/recovery-codes/', proof);
  return parseResponse(recoveryCodesResponseSchema, response.data, 'renewRecoveryCodes');
}
