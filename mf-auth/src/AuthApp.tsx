import { OwnedRoutes } from '@refnet/shared-ui';
import { LoginScreen } from './features/login/LoginScreen';
import { RegistrationScreen } from './features/registration/RegistrationScreen';
import { PendingApprovalScreen } from './features/pending-approval/PendingApprovalScreen';
import { ResetEmailSentScreen } from './features/password-reset/ResetEmailSentScreen';
import { SendResetEmailScreen } from './features/password-reset/SendResetEmailScreen';
import { SetNewPasswordScreen } from './features/password-reset/SetNewPasswordScreen';
import { ProfileScreen } from './features/profile/ProfileScreen';
import { CheckEmailScreen } from './features/progress/CheckEmailScreen';
import { RegistrationCompleteScreen } from './features/progress/RegistrationCompleteScreen';
import { VerificationPendingScreen } from './features/progress/VerificationPendingScreen';
import { VerifyEmailHelpScreen } from './features/verify-email/VerifyEmailHelpScreen';
import { VerifyEmailScreen } from './features/verify-email/VerifyEmailScreen';

/** Screens of the routes mf_auth owns (see ROUTES in contracts). */
const SCREENS = {
  '/login': LoginScreen,
  '/register': RegistrationScreen,
  '/registered/check-email': CheckEmailScreen,
  '/register/verify-email': VerifyEmailHelpScreen,
  '/register/verify-email/:userHash/:timeHash/:verificationCode': VerifyEmailScreen,
  '/registered/verification-pending': VerificationPendingScreen,
  '/registered/complete': RegistrationCompleteScreen,
  '/register/pending-account-approval': PendingApprovalScreen,
  '/user/send-reset-email': SendResetEmailScreen,
  '/user/password-reset-success': ResetEmailSentScreen,
  '/user/set-new-password': SetNewPasswordScreen,
  '/user/set-new-password/:userHash/:timeHash/:verificationCode': SetNewPasswordScreen,
  '/profile': ProfileScreen,
};

export function AuthApp() {
  return <OwnedRoutes owner="mf_auth" screens={SCREENS} />;
}
