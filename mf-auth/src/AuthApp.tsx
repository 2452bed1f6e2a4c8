import { Suspense } from 'react';
import { lazyScreen, OwnedRoutes } from '@refnet/shared-ui';
import { LoadingState } from '@refnet/shared-ui/display';
import { LoginScreen } from './features/login/LoginScreen';

// Screens other than /login load on first visit, so /login does not carry the wizard, the profile or the cropper.

const registration = () => import('./features/registration/RegistrationScreen');
const profile = () => import('./features/profile/ProfileScreen');
const progress = () => import('./progressScreens');
const passwordReset = () => import('./features/password-reset/screens');
const delegates = () => import('./features/delegates/DelegatesScreen');
const twoFactor = () => import('./features/profile/TwoFactorScreen');
const delegateRegistration = () => import('./features/delegate-registration/screens');

const RegistrationScreen = lazyScreen(registration, (m) => m.RegistrationScreen);
const ProfileScreen = lazyScreen(profile, (m) => m.ProfileScreen);
const CheckEmailScreen = lazyScreen(progress, (m) => m.CheckEmailScreen);
const RegistrationCompleteScreen = lazyScreen(progress, (m) => m.RegistrationCompleteScreen);
const VerificationPendingScreen = lazyScreen(progress, (m) => m.VerificationPendingScreen);
const PendingApprovalScreen = lazyScreen(progress, (m) => m.PendingApprovalScreen);
const VerifyEmailHelpScreen = lazyScreen(progress, (m) => m.VerifyEmailHelpScreen);
const VerifyEmailScreen = lazyScreen(progress, (m) => m.VerifyEmailScreen);
const SendResetEmailScreen = lazyScreen(passwordReset, (m) => m.SendResetEmailScreen);
const ResetEmailSentScreen = lazyScreen(passwordReset, (m) => m.ResetEmailSentScreen);
const SetNewPasswordScreen = lazyScreen(passwordReset, (m) => m.SetNewPasswordScreen);
const DelegatesScreen = lazyScreen(delegates, (m) => m.DelegatesScreen);
const TwoFactorScreen = lazyScreen(twoFactor, (m) => m.TwoFactorScreen);
const DelegateRegistrationScreen = lazyScreen(delegateRegistration, (m) => m.DelegateRegistrationScreen);
const DelegateLinkHelpScreen = lazyScreen(delegateRegistration, (m) => m.DelegateLinkHelpScreen);
const DelegateRegistrationFailedScreen = lazyScreen(
  delegateRegistration,
  (m) => m.DelegateRegistrationFailedScreen,
);

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
  '/register-delegate/verify-email': DelegateLinkHelpScreen,
  '/register-delegate/verify-email/:userHash/:timeHash/:verificationCode': DelegateRegistrationScreen,
  '/register-delegate/verify-email-error': DelegateRegistrationFailedScreen,
  '/profile': ProfileScreen,
  '/delegates': DelegatesScreen,
  '/account/two-factor': TwoFactorScreen,
};

export function AuthApp() {
  return (
    <Suspense fallback={<LoadingState text="Loading..." />}>
      <OwnedRoutes owner="mf_auth" screens={SCREENS} />
    </Suspense>
  );
}
