import {
  LOGIN_FAILED_MESSAGE,
  type AppConfig,
  type CheckAuthResponse,
  type LoginRequest,
  type LoginResponse,
} from '@refnet/contracts';
import { sessionFromLoginResponse, type Session } from '@refnet/shared-ui';
import { runSteps } from './runSteps';

export const SIGN_IN_INCOMPLETE_MESSAGE = 'We could not finish signing you in. Please try again.';

export interface SignInDependencies {
  login(credentials: LoginRequest): Promise<LoginResponse>;
  fetchAppConfig(): Promise<AppConfig>;
  checkAuth(): Promise<CheckAuthResponse>;
  saveSession(session: Session): void;
  clearSession(): void;
  setConfig(config: AppConfig): void;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

function messageOf(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error &&
    'status' in error &&
    error.status === 429 &&
    error instanceof Error
    ? error.message
    : undefined;
}

/**
 * Signs in, then refreshes the configuration and loads the signed-in user; any failure clears the stored
 * credentials. Later issues add the profile and notification-count steps to this sequence.
 */
export async function signIn(credentials: LoginRequest, deps: SignInDependencies): Promise<SignInResult> {
  let session: Session | null = null;
  const outcome = await runSteps([
    {
      name: 'login',
      run: async () => {
        session = sessionFromLoginResponse(await deps.login(credentials));
        deps.saveSession(session);
      },
    },
    { name: 'config', run: async () => deps.setConfig(await deps.fetchAppConfig()) },
    {
      name: 'user',
      run: async () => {
        const current = await deps.checkAuth();
        if (session) deps.saveSession({ ...session, ...current });
      },
    },
  ]);
  if (outcome.ok) return outcome;

  deps.clearSession();
  if (outcome.failedStep !== 'login') return { ok: false, message: SIGN_IN_INCOMPLETE_MESSAGE };
  // A lockout explains itself; every other login failure reads the same, whatever the cause.
  return { ok: false, message: messageOf(outcome.error) ?? LOGIN_FAILED_MESSAGE };
}
