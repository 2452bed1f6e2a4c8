import {
  LOGIN_FAILED_MESSAGE,
  type AppConfig,
  type CheckAuthResponse,
  type LoginRequest,
  type LoginResponse,
} from '@refnet/contracts';
import { type ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { sessionFromLoginResponse, type Session } from '@refnet/shared-ui';
import { runSteps, type StepsOutcome } from './runSteps';

export const SIGN_IN_INCOMPLETE_MESSAGE = 'We could not finish signing you in. Please try again.';

export interface SignInDependencies {
  login(credentials: LoginRequest): Promise<LoginResponse>;
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

/** Signs in with the credentials and starts the session (startSession). */
export async function signIn(credentials: LoginRequest, deps: SignInDependencies): Promise<SignInResult> {
  const outcome = await startSession(() => deps.login(credentials), deps);
  if (outcome.ok) return outcome;
  if (outcome.failedStep !== LOGIN_STEP) return { ok: false, message: SIGN_IN_INCOMPLETE_MESSAGE };
  // A lockout explains itself; every other login failure reads the same, whatever the cause.
  return { ok: false, message: messageOf(outcome.error) ?? LOGIN_FAILED_MESSAGE };
}
