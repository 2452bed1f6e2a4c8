// The registration progress and verification screens, loaded together on first visit (see AuthApp).
export { CheckEmailScreen } from './features/progress/CheckEmailScreen';
export { RegistrationCompleteScreen } from './features/progress/RegistrationCompleteScreen';
export { VerificationPendingScreen } from './features/progress/VerificationPendingScreen';
export { PendingApprovalScreen } from './features/pending-approval/PendingApprovalScreen';
export { VerifyEmailHelpScreen } from './features/verify-email/VerifyEmailHelpScreen';
export { VerifyEmailScreen } from './features/verify-email/VerifyEmailScreen';
