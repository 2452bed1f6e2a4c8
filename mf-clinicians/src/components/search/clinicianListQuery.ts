import type { ClinicianListRequest } from '@refnet/contracts/clinicians';
import { fetchClinicianList } from '@refnet/shared-ui/clinicians';
import { serverQuery } from '@refnet/shared-ui/data';

/** POST /clinician-list/ for useServerData: the search's answer, cached by what was asked. */
export const clinicianListQuery = (request: ClinicianListRequest) =>
  serverQuery(['/clinician-list/', request], (options) => fetchClinicianList(request, options));
