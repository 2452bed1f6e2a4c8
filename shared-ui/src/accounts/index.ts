// @refnet/shared-ui/accounts: the calls of registration, e-mail verification, passwords, profiles, clinics,
// support and delegates. A separate shared entry so the landing page does not load them (nor their
// schemas); the shell provides it, remotes consume the shell's copy.
export { loadProfile } from './loadProfile';
export {
  deactivateAccount,
  fetchClinicianInformation,
  updateNotificationSetting,
  updateReferralContacts,
  updateUser,
  uploadProfilePicture,
  verifyEmail,
} from './profile';
export { requestPasswordReset, setNewPassword, updatePassword } from './password';
export { fetchInsuranceAgreements, fetchJobRoles } from './reference-data';
export { insuranceAgreementsQuery, jobRolesQuery } from './queries';
export { describeAgreement } from './insurance';
export { checkClinic, checkEmail, register } from './registration';
export {
  createClinic,
  deactivateClinic,
  removeClinic,
  updateClinic,
  updateInsuranceAgreements,
} from './clinics';
export { sendFeatureRequest, sendHelpRequest } from './support';
export {
  completeDelegateRegistration,
  deactivateDelegate,
  fetchDelegateInvitation,
  fetchDelegates,
  inviteDelegate,
  restoreDelegate,
  updateDelegatePermissions,
} from './delegates';
