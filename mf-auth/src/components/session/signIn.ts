import {
  LOGIN_FAILED_MESSAGE,
  needsSecondFactor,
  type AppConfig,
  type CheckAuthResponse,
  type LoginAnswer,
  type LoginRequest,
  type LoginResponse,
  type LoginSecondFactorStep,
} from '@refnet/contracts';
import { type ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { sessionFromLoginResponse, type Session } from '@refnet/shared-ui';
import { runSteps, type StepsOutcome } from './runSteps';

export const SIGN_IN_INCOMPLETE_MESSAGE = 'We could not finish signing you in. Please try again.';

export interface SignInDependencies {
  login(credentials: LoginRequest): Promise<LoginAnswer>;
  fetchAppConfig(): Promise<AppConfig>;
  checkAuth(): Promise<CheckAuthResponse>;
  /** Loads the signed-in user's profile into the store (shared-ui loadProfile). */
  loadProfile(): Promise<ClinicianInformationResponse>;
  /**
   * Loads the header badge's referral count for this user (shared-ui loadNotificationCount); resolves false
   * when it failed, true when it loaded or the user has no referrals to count (staff, awaiting approval).
   */
  loadNotificationCount(session: Session, profile: ClinicianInformationResponse): Promise<boolean>;
  saveSession(session: Session): void;
  clearSession(): void;
  setConfig(config: AppConfig): void;
}

export type SignInResult =
  | { ok: true }
  | { ok: false; message: string }
  /** The password was right; two-factor sign-in asks for a code (or for setting it up) before a session. */
  | { ok: false; secondStep: LoginSecondFactorStep };

function messageOf(error: unknown): string | undefined {
  return typeof error === 'object' &&
    error &&
    'status' in error &&
    error.status === 429 &&
    error instanceof Error
    ? error.message
    : undefined;
}

export const NOTIFICATIONS_FAILED = 'The referral notifications could not be loaded.';

/** The name runSteps gives the first step: the call that signs in. */
export const LOGIN_STEP = 'login';

/** What a session needs once the server has signed the user in (by /login/ or a sign-up that signs in). */
export type SessionDependencies = Omit<SignInDependencies, 'login'>;

/**
 * Stores the session `signInCall` answers, then refreshes the configuration, loads the signed-in user, their
 * profile and their referral notifications (SPEC §2.5); any failure stops the sequence and clears the
 * stored credentials.
 */
export async function startSession(
  signInCall: () => Promise<LoginResponse>,
  deps: SessionDependencies,
): Promise<StepsOutcome> {
  let session: Session | null = null;
  let profile: ClinicianInformationResponse | null = null;
  const outcome = await runSteps([
    {
      name: LOGIN_STEP,
      run: async () => {
        session = sessionFromLoginResponse(await signInCall());
        deps.saveSession(session);
      },
    },
    { name: 'config', run: async () => deps.setConfig(await deps.fetchAppConfig()) },
    {
      name: 'user',
      run: async () => {
        const current = await deps.checkAuth();
        if (!session) return;
        session = { ...session, ...current };
        deps.saveSession(session);
      },
    },
    {
      name: 'profile',
      run: async () => {
        profile = await deps.loadProfile();
      },
    },
    {
      name: 'notifications',
      run: async () => {
        if (!session || !profile) return;
        if (!(await deps.loadNotificationCount(session, profile))) throw new Error(NOTIFICATIONS_FAILED);
      },
    },
  ]);
  if (!outcome.ok) deps.clearSession();
  return outcome;
}

/** Signs in with the credentials and starts the session (startSession), unless a second step is needed. */
export async function signIn(credentials: LoginRequest, deps: SignInDependencies): Promise<SignInResult> {
  let answer: LoginAnswer;
  try {
    answer = await deps.login(credentials);
  } catch (error) {
    deps.clearSession();
    // A lockout explains itself; every other login failure reads the same, whatever the cause.
    return { ok: false, message: messageOf(error) ?? LOGIN_FAILED_MESSAGE };
  }
  if (needsSecondFactor(answer)) return { ok: false, secondStep: answer };
  return finishSignIn(answer, deps);
}

/** Starts the session a sign-in answered (the password's, or its second step's). */
export async function finishSignIn(answer: LoginResponse, deps: SessionDependencies): Promise<SignInResult> {
  const outcome = await startSession(async () => answer, deps);
  return outcome.ok ? outcome : { ok: false, message: SIGN_IN_INCOMPLETE_MESSAGE };
}
