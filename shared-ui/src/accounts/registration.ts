import {
  checkClinicResponseSchema,
  checkEmailResponseSchema,
  registerResponseSchema,
  type CheckClinicRequest,
  type CheckClinicResponse,
  type CheckEmailRequest,
  type CheckEmailResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** POST /register/check-email/ (SPEC §7.5): emailValid is false when another user has the address. */
export async function checkEmail(
  request: CheckEmailRequest,
  options: RequestOptions = {},
): Promise<CheckEmailResponse> {
  requireParams('checkEmail', { request });
  const response = await apiClient.post<unknown>('/register/check-email/', request, {
    signal: options.signal,
    skipAuth: true,
    changesNothing: true,
  });
  return parseResponse(checkEmailResponseSchema, response.data, 'checkEmail');
}

/** POST /register/check-clinic/ (SPEC §7.5): addressValid is false when the address cannot be located. */
export async function checkClinic(
  request: CheckClinicRequest,
  options: RequestOptions = {},
): Promise<CheckClinicResponse> {
  requireParams('checkClinic', { request });
  const response = await apiClient.post<unknown>('/register/check-clinic/', request, {
    signal: options.signal,
    skipAuth: true,
    changesNothing: true,
  });
  return parseResponse(checkClinicResponseSchema, response.data, 'checkClinic');
}

/** POST /register/ (SPEC §7.5): creates the clinician's account; an e-mail to verify follows. */
export async function register(request: RegisterRequest): Promise<RegisterResponse> {
  requireParams('register', { request });
  const response = await apiClient.post<unknown>('/register/', request, { skipAuth: true });
  return parseResponse(registerResponseSchema, response.data, 'register');
}
