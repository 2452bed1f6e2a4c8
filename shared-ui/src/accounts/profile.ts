import {
  clinicianInformationResponseSchema,
  messageResponseSchema,
  notificationUpdateResponseSchema,
  profilePictureUploadResponseSchema,
  referralContactsUpdateResponseSchema,
  updateUserResponseSchema,
  verifyEmailResponseSchema,
  type ClinicianInformationResponse,
  type MessageResponse,
  type NotificationUpdateRequest,
  type NotificationUpdateResponse,
  type OneTimeLink,
  type ProfilePictureUploadResponse,
  type ReferralContactsUpdateRequest,
  type ReferralContactsUpdateResponse,
  type UpdateUserRequest,
  type UpdateUserResponse,
  type VerifyEmailResponse,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse, requireParams } from '@refnet/shared-ui';

/** GET /user/clinician-information/ (SPEC §7.6): the signed-in user's own profile. */
export async function fetchClinicianInformation(): Promise<ClinicianInformationResponse> {
  const response = await apiClient.get<unknown>('/user/clinician-information/');
  return parseResponse(clinicianInformationResponseSchema, response.data, 'fetchClinicianInformation');
}

/** PUT /user/update/: title, names, date of birth and description of the signed-in user. */
export async function updateUser(request: UpdateUserRequest): Promise<UpdateUserResponse> {
  requireParams('updateUser', { request });
  const response = await apiClient.put<unknown>('/user/update/', request);
  return parseResponse(updateUserResponseSchema, response.data, 'updateUser');
}

/** PUT /user/referral-contacts-update/: the full list of the clinician's referral contacts. */
export async function updateReferralContacts(
  request: ReferralContactsUpdateRequest,
): Promise<ReferralContactsUpdateResponse> {
  requireParams('updateReferralContacts', { request });
  const response = await apiClient.put<unknown>('/user/referral-contacts-update/', request);
  return parseResponse(referralContactsUpdateResponseSchema, response.data, 'updateReferralContacts');
}

/** PUT /user/notifications/update/: one notification flag at a time. */
export async function updateNotificationSetting(
  request: NotificationUpdateRequest,
): Promise<NotificationUpdateResponse> {
  requireParams('updateNotificationSetting', { request });
  const response = await apiClient.put<unknown>('/user/notifications/update/', request);
  return parseResponse(notificationUpdateResponseSchema, response.data, 'updateNotificationSetting');
}

/** POST /user/profile-pic/upload/: `image` is base64 without a `data:` prefix (SPEC §7.6). */
export async function uploadProfilePicture(image: string): Promise<ProfilePictureUploadResponse> {
  requireParams('uploadProfilePicture', { image });
  const response = await apiClient.post<unknown>('/user/profile-pic/upload/', { image });
  return parseResponse(profilePictureUploadResponseSchema, response.data, 'uploadProfilePicture');
}

/** DELETE /user/deactivate-account/{userProfileId}/: the signed-in user removes their own account. */
export async function deactivateAccount(userProfileId: number): Promise<MessageResponse> {
  requireParams('deactivateAccount', { userProfileId });
  const response = await apiClient.delete<unknown>(`/user/deactivate-account/${userProfileId}/`);
  return parseResponse(messageResponseSchema, response.data, 'deactivateAccount');
}

/** POST /register/verify-email/user=…&time=…&code=…/ (public): the e-mailed verification link. */
export async function verifyEmail(link: OneTimeLink): Promise<VerifyEmailResponse> {
  requireParams('verifyEmail', { link });
  const { userHash, timeHash, verificationCode } = link;
  const path = `/register/verify-email/user=${encodeURIComponent(userHash)}&time=${encodeURIComponent(
    timeHash,
  )}&code=${encodeURIComponent(verificationCode)}/`;
  const response = await apiClient.post<unknown>(path, undefined, { skipAuth: true });
  return parseResponse(verifyEmailResponseSchema, response.data, 'verifyEmail');
}
