// The password-reset screens, loaded together on first visit (see AuthApp).
export { ResetEmailSentScreen } from './ResetEmailSentScreen';
export { SendResetEmailScreen } from './SendResetEmailScreen';
export { SetNewPasswordScreen } from './SetNewPasswordScreen';
