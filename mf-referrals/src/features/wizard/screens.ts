// The referral wizard's screens (SPEC §2.11), loaded together on first visit to any of them.
export { ChooseClinicianFirstScreen } from './ChooseClinicianFirstScreen';
export { DirectReferralScreen } from './DirectReferralScreen';
export { NewReferralScreen } from './NewReferralScreen';
export { PatientSelectedReferralScreen } from './PatientSelectedReferralScreen';
