// The props of the `mf_clinicians/clinicianPicker` parcel. Remotes do not import each other, so the
// referral wizard (mf-referrals) keeps a copy of this type: change both together.
import type { ClinicianCard } from '@refnet/contracts/clinicians';

export interface ClinicianPickerProps {
  /** Only clinicians holding this job-role leaf; 0 or undefined = any role. */
  jobRoleId?: number;
  /** Only clinicians accepting this insurance agreement; 0 or undefined = any insurer. */
  insuranceProviderId?: number;
  /** Where distances are measured from and the map looks, e.g. the patient's address; default: central London. */
  origin?: { lat: number; lng: number };
  /** The user chose this clinician (at this clinic). */
  onSelect: (card: ClinicianCard) => void;
}
