import type { ClinicianPickerProps } from '@refnet/contracts/clinicians';
import { RemoteParcel } from '@refnet/shared-ui/display';

export const CLINICIAN_PICKER_PARCEL = 'mf_clinicians/clinicianPicker';

/** mf-clinicians' search cards and map with "Select" (a parcel); unavailable → the contained retry card. */
export function ClinicianPickerParcel(props: ClinicianPickerProps) {
  return <RemoteParcel<ClinicianPickerProps> id={CLINICIAN_PICKER_PARCEL} parcelProps={props} />;
}
