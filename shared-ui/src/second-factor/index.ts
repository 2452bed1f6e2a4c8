// @refnet/shared-ui/second-factor: two-factor sign-in's calls (issue 22): the sign-in's second step and a
// person's own settings. Only mf-auth uses them (the staff reset is in /admin), so this entry is not shared:
// mf-auth bundles it, and the calls still go through the page's one API client from '@refnet/shared-ui'.
export {
  confirmSecondFactorEnrolment,
  fetchSecondFactorStatus,
  loginWithSecondFactor,
  renewRecoveryCodes,
  startSecondFactorEnrolment,
  turnOffSecondFactor,
} from './calls';
