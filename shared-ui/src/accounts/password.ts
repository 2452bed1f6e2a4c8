import {
  passwordMessageResponseSchema,
  type PasswordMessageResponse,
  type PasswordResetRequest,
  type PasswordUpdateRequest,
  type SetNewPasswordRequest,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse, requireParams } from '@refnet/shared-ui';

/** POST /user/password/reset/ (public): e-mails a reset link when an account uses the address. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<PasswordMessageResponse> {
  requireParams('requestPasswordReset', { request });
  const response = await apiClient.post<unknown>('/user/password/reset/', request, { skipAuth: true });
  return parseResponse(passwordMessageResponseSchema, response.data, 'requestPasswordReset');
}

/** POST /user/password/reset/set-new/ (public): the e-mailed link's three parts and the new password. */
export async function setNewPassword(request: SetNewPasswordRequest): Promise<PasswordMessageResponse> {
  requireParams('setNewPassword', { request });
  const response = await apiClient.post<unknown>('/user/password/reset/set-new/', request, {
    skipAuth: true,
  });
  return parseResponse(passwordMessageResponseSchema, response.data, 'setNewPassword');
}

/** PUT /user/password/update/: the signed-in user changes their own password. */
export async function updatePassword(request: PasswordUpdateRequest): Promise<PasswordMessageResponse> {
  requireParams('updatePassword', { request });
  const response = await apiClient.put<unknown>('/user/password/update/', request);
  return parseResponse(passwordMessageResponseSchema, response.data, 'updatePassword');
}
