import {
  insuranceAgreementsResponseSchema,
  jobRolesResponseSchema,
  type InsuranceAgreementsResponse,
  type JobRolesResponse,
} from '@refnet/contracts/accounts';
import { apiClient, parseResponse } from '@refnet/shared-ui';

/** GET /job-roles/ (SPEC §7.2): the job-role hierarchy. Public, so registration can use it. */
export async function fetchJobRoles(): Promise<JobRolesResponse> {
  const response = await apiClient.get<unknown>('/job-roles/', { skipAuth: true });
  return parseResponse(jobRolesResponseSchema, response.data, 'fetchJobRoles');
}

/** GET /insurance-agreements/ (SPEC §7.2): the verified insurance agreements. Public. */
export async function fetchInsuranceAgreements(): Promise<InsuranceAgreementsResponse> {
  const response = await apiClient.get<unknown>('/insurance-agreements/', { skipAuth: true });
  return parseResponse(insuranceAgreementsResponseSchema, response.data, 'fetchInsuranceAgreements');
}
