import type { ClinicianListRequest } from '@refnet/contracts/clinicians';
import { fetchClinicianList } from '@refnet/shared-ui/clinicians';
import { serverQuery } from '@refnet/shared-ui/data';

/** POST /clinician-list/ for useServerData: the search's answer, cached by what was asked. */
export const clinicianListQuery = (request: ClinicianListRequest) =>
  serverQuery(['/clinician-list/', request], (options) => fetchClinicianList(request, options));

/** Not searching yet (no role chosen, no location): a query that is never sent. */
export const NO_SEARCH: ClinicianListRequest = {
  roleId: 0,
  jobRoleSelected: '',
  jobSpecialtySelected: '',
  insuranceProviderId: 0,
  lat: 0,
  lng: 0,
};
