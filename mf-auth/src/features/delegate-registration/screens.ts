// The delegate sign-up screens (/register-delegate/*), loaded together on first visit (see AuthApp).
export { DelegateLinkHelpScreen } from './DelegateLinkHelpScreen';
export { DelegateRegistrationFailedScreen } from './DelegateRegistrationFailedScreen';
export { DelegateRegistrationScreen } from './DelegateRegistrationScreen';
