// @refnet/shared-ui/clinicians: the clinician search, page, favourite and invitation calls (SPEC §7.2, §7.6).
// A separate shared entry; the shell provides it, remotes consume the shell's copy.
export {
  addFavouriteClinician,
  fetchClinicianList,
  fetchClinicianPage,
  fetchClinicianRoleProfile,
  fetchFavouriteClinicians,
  inviteClinician,
  locatePostcode,
  removeFavouriteClinician,
} from './calls';
