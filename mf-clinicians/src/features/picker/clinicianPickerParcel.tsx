import { createParcelLifecycles } from '@refnet/shared-ui/remote';
import { ClinicianPicker } from './ClinicianPicker';

/** single-spa parcel `mf_clinicians/clinicianPicker`; `update` passes the wizard's new props in. */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles(ClinicianPicker, {
  name: 'mf_clinicians_picker',
});
