import {
  insuranceAgreementsResponseSchema,
  jobRolesResponseSchema,
  type InsuranceAgreementsResponse,
  type JobRolesResponse,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse, type RequestOptions } from '@refnet/shared-ui';

/** GET /job-roles/ (SPEC §7.2): the job-role hierarchy. Public, so registration can use it. */
export async function fetchJobRoles(options: RequestOptions = {}): Promise<JobRolesResponse> {
  const response = await apiClient.get<unknown>('/job-roles/', { skipAuth: true, signal: options.signal });
  return parseResponse(jobRolesResponseSchema, response.data, 'fetchJobRoles');
}

/** GET /insurance-agreements/ (SPEC §7.2): the verified insurance agreements. Public. */
export async function fetchInsuranceAgreements(
  options: RequestOptions = {},
): Promise<InsuranceAgreementsResponse> {
  const response = await apiClient.get<unknown>('/insurance-agreements/', {
    skipAuth: true,
    signal: options.signal,
  });
  return parseResponse(insuranceAgreementsResponseSchema, response.data, 'fetchInsuranceAgreements');
}
