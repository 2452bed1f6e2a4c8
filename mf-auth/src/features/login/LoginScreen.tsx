import { login } from '@refnet/shared-ui';
import type { LoginSecondFactorRequest } from '@refnet/contracts/second-factor';
import { sessionDependencies } from '../../components/session/sessionDependencies';
import type { SignInDependencies } from '../../components/session/signIn';
import { LoginFlow } from './LoginFlow';

const dependencies: SignInDependencies = { ...sessionDependencies, login };

// Loaded only when the password step asks for a code, with the second step's schemas.
const loginWithSecondFactor = async (request: LoginSecondFactorRequest) =>
  (await import('@refnet/shared-ui/second-factor')).loginWithSecondFactor(request);

/** /login (SPEC §2.5), with two-factor sign-in's second step (issue 22). */
export function LoginScreen() {
  return <LoginFlow dependencies={dependencies} sendSecondStep={loginWithSecondFactor} />;
}
