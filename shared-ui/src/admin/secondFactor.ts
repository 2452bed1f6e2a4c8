import {
  secondFactorMessageResponseSchema,
  type SecondFactorMessageResponse,
} from '@refnet/contracts/second-factor';
import { apiClient, parseResponse, requireParams } from '@refnet/shared-ui';

/** DELETE /staff/users/{userId}/second-factor/ (issue 22): resets a user's two-factor sign-in (audited). */
export async function resetSecondFactorAsStaff(userId: number): Promise<SecondFactorMessageResponse> {
  requireParams('resetSecondFactorAsStaff', { userId });
  const response = await apiClient.delete<unknown>(`/staff/users/${userId}/second-factor/`);
  return parseResponse(secondFactorMessageResponseSchema, response.data, 'resetSecondFactorAsStaff');
}
