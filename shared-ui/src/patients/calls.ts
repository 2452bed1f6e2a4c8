import {
  createPatientResponseSchema,
  currentPatientResponseSchema,
  deletePatientResponseSchema,
  patientListResponseSchema,
  patientPageResponseSchema,
  patientReferralsResponseSchema,
  updatePatientResponseSchema,
  type CreatePatientResponse,
  type CurrentPatientResponse,
  type DeletePatientResponse,
  type PatientListResponse,
  type PatientPageGroup,
  type PatientPageQuery,
  type PatientPageResponse,
  type PatientReferralsResponse,
  type UpdatePatientResponse,
} from '@refnet/contracts/patients';
import { apiClient, parseResponse, requireParams, type RequestOptions } from '@refnet/shared-ui';
import { toPatientFormData, type PatientFormFields } from './formData';
import { requirePatientId } from './patientId';

/** POST /patient/create/ (SPEC §7.3, multipart form data). */
export async function createPatient(form: PatientFormFields): Promise<CreatePatientResponse> {
  requireParams('createPatient', { form });
  const response = await apiClient.post<unknown>('/patient/create/', toPatientFormData(form));
  return parseResponse(createPatientResponseSchema, response.data, 'createPatient');
}

/** PUT /patient/update/{px_id}/: the same fields as create. */
export async function updatePatient(
  patientId: number,
  form: PatientFormFields,
): Promise<UpdatePatientResponse> {
  requirePatientId('updatePatient', patientId);
  requireParams('updatePatient', { form });
  const response = await apiClient.put<unknown>(`/patient/update/${patientId}/`, toPatientFormData(form));
  return parseResponse(updatePatientResponseSchema, response.data, 'updatePatient');
}

/** DELETE /patient/delete/{px_id}/: the record is deactivated; refused (409) while referrals are in progress. */
export async function deletePatient(patientId: number): Promise<DeletePatientResponse> {
  requirePatientId('deletePatient', patientId);
  const response = await apiClient.delete<unknown>(`/patient/delete/${patientId}/`);
  return parseResponse(deletePatientResponseSchema, response.data, 'deletePatient');
}

/** GET /patient/list/: the first page of each of the five groups of SPEC §2.10, newest first, and their totals. */
export async function fetchPatientList(options: RequestOptions = {}): Promise<PatientListResponse> {
  const response = await apiClient.get<unknown>('/patient/list/', { signal: options.signal });
  return parseResponse(patientListResponseSchema, response.data, 'fetchPatientList');
}

/** GET /patient/list/{group}/: one page of one group (25), newest or oldest first, searched by name. */
export async function fetchPatientPage(
  group: PatientPageGroup,
  query: PatientPageQuery,
): Promise<PatientPageResponse> {
  requireParams('fetchPatientPage', { group });
  const response = await apiClient.get<unknown>(`/patient/list/${group}/`, { params: query });
  return parseResponse(patientPageResponseSchema, response.data, 'fetchPatientPage');
}

/** GET /patient/{px_id}/: one patient the user may see (404 otherwise). */
export async function fetchPatient(
  patientId: number,
  options: RequestOptions = {},
): Promise<CurrentPatientResponse> {
  requirePatientId('fetchPatient', patientId);
  const response = await apiClient.get<unknown>(`/patient/${patientId}/`, { signal: options.signal });
  return parseResponse(currentPatientResponseSchema, response.data, 'fetchPatient');
}

/** GET /patient/referrals/{px_id}/: the patient's referrals, active and inactive. */
export async function fetchPatientReferrals(patientId: number): Promise<PatientReferralsResponse> {
  requirePatientId('fetchPatientReferrals', patientId);
  const response = await apiClient.get<unknown>(`/patient/referrals/${patientId}/`);
  return parseResponse(patientReferralsResponseSchema, response.data, 'fetchPatientReferrals');
}
