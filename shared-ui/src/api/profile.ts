import { clinicianInformationResponseSchema, type ClinicianInformationResponse } from '@refnet/contracts';
import { apiClient } from './client';
import { parseResponse } from './parseResponse';

/** GET /user/clinician-information/ (SPEC §7.6): the signed-in user's own profile. */
export async function fetchClinicianInformation(): Promise<ClinicianInformationResponse> {
  const response = await apiClient.get<unknown>('/user/clinician-information/');
  return parseResponse(clinicianInformationResponseSchema, response.data, 'fetchClinicianInformation');
}
