import {
  completeDelegateRegistrationResponseSchema,
  delegateChangeResponseSchema,
  delegateInvitationResponseSchema,
  delegatesResponseSchema,
  inviteDelegateResponseSchema,
  type CompleteDelegateRegistrationRequest,
  type CompleteDelegateRegistrationResponse,
  type DelegateChangeResponse,
  type DelegateInvitationResponse,
  type DelegateLinkRequest,
  type DelegatesResponse,
  type InviteDelegateRequest,
  type InviteDelegateResponse,
  type OneTimeLink,
  type UpdateDelegatePermissionsRequest,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';

/** POST /register-delegate/ (SPEC §7.5): the clinician invites a delegate; the invitation is e-mailed. */
export async function inviteDelegate(request: InviteDelegateRequest): Promise<InviteDelegateResponse> {
  requireParams('inviteDelegate', { request });
  const response = await apiClient.post<unknown>('/register-delegate/', request);
  return parseResponse(inviteDelegateResponseSchema, response.data, 'inviteDelegate');
}

/** GET /get-verify-delegate/user=…&time=…&code=…/ (public): the invitation an e-mailed link opens. */
export async function fetchDelegateInvitation(
  link: OneTimeLink,
  options: RequestOptions = {},
): Promise<DelegateInvitationResponse> {
  requireParams('fetchDelegateInvitation', { link });
  const segment = `user=${link.userHash}&time=${link.timeHash}&code=${link.verificationCode}`;
  const response = await apiClient.get<unknown>(`/get-verify-delegate/${segment}/`, {
    skipAuth: true,
    signal: options.signal,
  });
  return parseResponse(delegateInvitationResponseSchema, response.data, 'fetchDelegateInvitation');
}

/** PUT /verify-delegate/ (public): the delegate sets their password; the answer signs them in. */
export async function completeDelegateRegistration(
  request: CompleteDelegateRegistrationRequest,
): Promise<CompleteDelegateRegistrationResponse> {
  requireParams('completeDelegateRegistration', { request });
  const response = await apiClient.put<unknown>('/verify-delegate/', request, { skipAuth: true });
  return parseResponse(
    completeDelegateRegistrationResponseSchema,
    response.data,
    'completeDelegateRegistration',
  );
}

/** GET /user/delegates/ (SPEC §7.6): the clinician's active delegates and the inactive ones. */
export async function fetchDelegates(options: RequestOptions = {}): Promise<DelegatesResponse> {
  const response = await apiClient.get<unknown>('/user/delegates/', { signal: options.signal });
  return parseResponse(delegatesResponseSchema, response.data, 'fetchDelegates');
}

/** POST /user/delegate/deactivate/: the delegate can no longer sign in or act. */
export async function deactivateDelegate(request: DelegateLinkRequest): Promise<DelegateChangeResponse> {
  requireParams('deactivateDelegate', { request });
  const response = await apiClient.post<unknown>('/user/delegate/deactivate/', request);
  return parseResponse(delegateChangeResponseSchema, response.data, 'deactivateDelegate');
}

/** POST /user/delegate/restore/: only a delegate who has registered. */
export async function restoreDelegate(request: DelegateLinkRequest): Promise<DelegateChangeResponse> {
  requireParams('restoreDelegate', { request });
  const response = await apiClient.post<unknown>('/user/delegate/restore/', request);
  return parseResponse(delegateChangeResponseSchema, response.data, 'restoreDelegate');
}

/** POST /user/delegate/update-permisison/ (the SPEC's spelling of the path). */
export async function updateDelegatePermissions(
  request: UpdateDelegatePermissionsRequest,
): Promise<DelegateChangeResponse> {
  requireParams('updateDelegatePermissions', { request });
  const response = await apiClient.post<unknown>('/user/delegate/update-permisison/', request);
  return parseResponse(delegateChangeResponseSchema, response.data, 'updateDelegatePermissions');
}
