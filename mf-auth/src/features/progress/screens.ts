// The registration progress and verification screens, loaded together on first visit (see AuthApp).
export { CheckEmailScreen } from './CheckEmailScreen';
export { RegistrationCompleteScreen } from './RegistrationCompleteScreen';
export { VerificationPendingScreen } from './VerificationPendingScreen';
export { PendingApprovalScreen } from '../pending-approval/PendingApprovalScreen';
export { VerifyEmailHelpScreen } from '../verify-email/VerifyEmailHelpScreen';
export { VerifyEmailScreen } from '../verify-email/VerifyEmailScreen';
