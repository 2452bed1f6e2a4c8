import { lazy, Suspense, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { LoginRequest, LoginResponse, LoginSecondFactorStep } from '@refnet/contracts';
import type { LoginSecondFactorRequest, LoginSecondFactorResponse } from '@refnet/contracts/second-factor';
import { Button, PageContainer, PageHeading } from '@refnet/shared-ui';
import { Alert, Card, LoadingState } from '@refnet/shared-ui/display';
import { LoginForm } from './LoginForm';
import { finishSignIn, signIn, type SignInDependencies } from '../../components/session/signIn';

// Most sign-ins end at the password: the second step's screens load only when the server asks for them.
const SecondFactorStep = lazy(() =>
  import('./SecondFactorStep').then((m) => ({ default: m.SecondFactorStep })),
);
const RecoveryCodesStep = lazy(() =>
  import('./RecoveryCodesStep').then((m) => ({ default: m.RecoveryCodesStep })),
);

type Stage =
  | { kind: 'password'; notice?: string }
  | { kind: 'second-factor'; step: LoginSecondFactorStep }
  | { kind: 'recovery-codes'; answer: LoginResponse; codes: string[] };

const TITLES: Record<Stage['kind'], string> = {
  password: 'Login',
  'second-factor': 'Two-factor sign-in',
  'recovery-codes': 'Save your recovery codes',
};

export interface LoginFlowProps {
  /** The calls behind the screen. */
  dependencies: SignInDependencies;
  sendSecondStep: (request: LoginSecondFactorRequest) => Promise<LoginSecondFactorResponse>;
}

/** The password, then (for two-factor accounts) the code, or setting it up and saving its recovery codes. */
export function LoginFlow({ dependencies: deps, sendSecondStep }: LoginFlowProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'password' });

  const enter = async (answer: LoginResponse) => {
    const result = await finishSignIn(answer, deps);
    if (result.ok) navigateToUrl('/dashboard');
    else setStage({ kind: 'password', notice: 'message' in result ? result.message : undefined });
  };

  const submitPassword = async (credentials: LoginRequest): Promise<string | null> => {
    const result = await signIn(credentials, deps);
    if (result.ok) {
      navigateToUrl('/dashboard');
      return null;
    }
    if ('secondStep' in result) {
      setStage({ kind: 'second-factor', step: result.secondStep });
      return null;
    }
    return result.message;
  };

  const signedIn = ({ recoveryCodes, ...answer }: LoginSecondFactorResponse) => {
    if (recoveryCodes) setStage({ kind: 'recovery-codes', answer, codes: recoveryCodes });
    else void enter(answer);
  };

  return (
    <PageContainer maxWidth={440}>
      <PageHeading title={TITLES[stage.kind]} />
      <Card>
        <Suspense fallback={<LoadingState text="Loading..." />}>
          {stage.kind === 'password' && (
            <>
              {stage.notice && (
                <Alert type="info" showIcon title={stage.notice} role="status" style={{ marginBottom: 16 }} />
              )}
              <LoginForm onSubmit={submitPassword} />
            </>
          )}
          {stage.kind === 'second-factor' && (
            <>
              <SecondFactorStep
                step={stage.step}
                send={sendSecondStep}
                onSignedIn={signedIn}
                onRestart={(notice) => setStage({ kind: 'password', notice })}
              />
              <Button
                type="link"
                block
                onClick={() => setStage({ kind: 'password' })}
                style={{ marginTop: 8 }}
              >
                Back to login
              </Button>
            </>
          )}
          {stage.kind === 'recovery-codes' && (
            <RecoveryCodesStep codes={stage.codes} onContinue={() => enter(stage.answer)} />
          )}
        </Suspense>
      </Card>
    </PageContainer>
  );
}
