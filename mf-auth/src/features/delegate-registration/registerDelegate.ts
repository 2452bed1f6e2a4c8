import {
  DELEGATE_MESSAGES,
  type CompleteDelegateRegistrationRequest,
  type CompleteDelegateRegistrationResponse,
} from '@refnet/contracts/accounts';
import { isApiRequestError, showGlobalMessage } from '@refnet/shared-ui';
import {
  LOGIN_STEP,
  SIGN_IN_INCOMPLETE_MESSAGE,
  startSession,
  type SessionDependencies,
} from '../../components/session/signIn';

export interface RegisterDelegateDependencies extends SessionDependencies {
  completeDelegateRegistration(
    request: CompleteDelegateRegistrationRequest,
  ): Promise<CompleteDelegateRegistrationResponse>;
}

/** Where the new delegate goes once registered, or null when the registration failed. */
export type RegistrationDestination = '/dashboard' | '/login' | null;

/** The server's own words, or the network's; nothing for an answer we cannot explain. */
function reasonOf(error: unknown): string | undefined {
  if (!isApiRequestError(error)) return undefined;
  return error.serverMessage?.message ?? (error.kind === 'network' ? error.message : undefined);
}

/**
 * PUT /verify-delegate/, which signs the delegate in at once: the session starts as after a login
 * (SPEC §2.5, §8). Shows the success notice, or the failure notice with the server's reason. When the account
 * was made but the session could not be completed, the delegate is sent to log in.
 */
export async function registerDelegate(
  request: CompleteDelegateRegistrationRequest,
  deps: RegisterDelegateDependencies,
): Promise<RegistrationDestination> {
  const outcome = await startSession(() => deps.completeDelegateRegistration(request), deps);
  if (outcome.ok) {
    showGlobalMessage({ variant: 'success', message: DELEGATE_MESSAGES.registrationSuccessful });
    return '/dashboard';
  }
  if (outcome.failedStep !== LOGIN_STEP) {
    showGlobalMessage({
      variant: 'success',
      message: `${DELEGATE_MESSAGES.registrationSuccessful} ${SIGN_IN_INCOMPLETE_MESSAGE}`,
    });
    return '/login';
  }
  const reason = reasonOf(outcome.error);
  showGlobalMessage({
    variant: 'danger',
    message: reason
      ? `${DELEGATE_MESSAGES.registrationFailed}: ${reason}`
      : DELEGATE_MESSAGES.registrationFailed,
  });
  return null;
}
