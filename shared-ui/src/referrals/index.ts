// @refnet/shared-ui/referrals: the referral calls (SPEC §7.4), analytics (§7.6), a referral's FHIR download
// (issue 21) and the header's notification count. A separate shared entry; the shell provides it, remotes
// consume the shell's copy.
export {
  acceptReferral,
  cancelReferral,
  completeReferral,
  createReferral,
  dnaReferral,
  fetchAnalytics,
  fetchInboundReferrals,
  fetchOutboundReferrals,
  fetchReferralNotifications,
  fetchReferralPage,
  rejectReferral,
} from './calls';
export { downloadReferralFhirBundle } from './fhirBundle';
export {
  forgetNotificationCount,
  loadNotificationCount,
  receivesReferralNotifications,
  refreshNotificationCountIfStale,
} from './notificationCount';
export { NOTIFICATION_POLL_MS, startNotificationCountPolling } from './notificationCountPolling';
export { useKnownReferralPermissions } from './useKnownReferralPermissions';
export { useNotificationCountChange } from './useNotificationCountChange';
