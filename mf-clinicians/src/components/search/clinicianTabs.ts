import type { ClinicianListResponse } from '@refnet/contracts/clinicians';
import type { ListGroup } from '@refnet/shared-ui/forms';

export type ClinicianTab = 'all' | 'favourites';

/** SPEC §2.12 tabs. */
export const CLINICIAN_TABS: readonly ListGroup<ClinicianTab>[] = [
  { key: 'all', label: 'All clinicians' },
  { key: 'favourites', label: 'Favourites' },
];

export const CLINICIAN_TAB_SELECT_LABEL = 'Select clinician group';

/** The cards a tab lists. */
export function cardsOfTab(data: ClinicianListResponse, tab: ClinicianTab) {
  return tab === 'favourites' ? data.favouriteCliniciansList : data.clinicianList;
}

/** The addresses the map marks: every listed clinic, or only the favourites' (the favourites toggle). */
export function addressesOnMap(data: ClinicianListResponse, favouritesOnly: boolean) {
  return favouritesOnly ? data.favouriteAddressesList : data.addressesList;
}
