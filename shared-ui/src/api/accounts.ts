import {
  checkAuthResponseSchema,
  loginAnswerSchema,
  logoutResponseSchema,
  type CheckAuthResponse,
  type LoginAnswer,
  type LoginRequest,
  type LogoutResponse,
} from '@refnet/contracts';
import { apiClient } from './client';
import { parseResponse } from './parseResponse';
import { requireParams } from './requireParams';

/**
 * POST /login/ (SPEC §7.2). Sent without a token; the caller saves the session it returns (a new session
 * clears every answer the screens held, so the call itself makes nothing stale). For an account with
 * two-factor sign-in the answer is a second step instead (needsSecondFactor), and no session yet.
 */
export async function login(credentials: LoginRequest): Promise<LoginAnswer> {
  requireParams('login', { credentials });
  const response = await apiClient.post<unknown>('/login/', credentials, {
    skipAuth: true,
    changesNothing: true,
  });
  return parseResponse(loginAnswerSchema, response.data, 'login');
}

/** POST /logout/: revokes the token on the server. The caller then runs clearSession(). */
export async function logout(): Promise<LogoutResponse> {
  const response = await apiClient.post<unknown>('/logout/', undefined, { changesNothing: true });
  return parseResponse(logoutResponseSchema, response.data, 'logout');
}

/** GET /user/check-auth/: who the stored token belongs to (SPEC §4 "a successful auth check"). */
export async function checkAuth(): Promise<CheckAuthResponse> {
  const response = await apiClient.get<unknown>('/user/check-auth/');
  return parseResponse(checkAuthResponseSchema, response.data, 'checkAuth');
}
