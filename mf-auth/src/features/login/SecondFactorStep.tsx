import type { LoginSecondFactorStep } from '@refnet/contracts';
import type {
  LoginSecondFactorRequest,
  LoginSecondFactorResponse,
  SecondFactorProof,
} from '@refnet/contracts/second-factor';
import { Flex, Typography } from '@refnet/shared-ui';
import { CodeForm } from '../../components/second-factor/CodeForm';
import { EnrolmentInstructions } from '../../components/second-factor/EnrolmentInstructions';
import { sendSecondStep } from './secondStep';

export const STAFF_ENROLMENT_TEXT =
  'Staff accounts need two-factor sign-in. Set it up now to finish signing in: you will then enter a code from your phone each time you sign in.';

export interface SecondFactorStepProps {
  step: LoginSecondFactorStep;
  send: (request: LoginSecondFactorRequest) => Promise<LoginSecondFactorResponse>;
  /** The code was right: the answer carries the session (and, after setting up, the recovery codes). */
  onSignedIn: (answer: LoginSecondFactorResponse) => void;
  /** The challenge has ended: back to the password, with this message. */
  onRestart: (message: string) => void;
}

/** After the password: the code from the app (or a recovery code), or setting the app up first. */
export function SecondFactorStep({ step, send, onSignedIn, onRestart }: SecondFactorStepProps) {
  const submit = async (proof: SecondFactorProof): Promise<string | null> => {
    const result = await sendSecondStep({ challenge: step.challenge, ...proof }, send);
    if (result.ok) {
      onSignedIn(result.answer);
      return null;
    }
    if (!result.restart) return result.message;
    onRestart(result.message);
    return null;
  };

  if (step.secondFactor === 'enrol' && step.enrolment) {
    return (
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{STAFF_ENROLMENT_TEXT}</Typography.Paragraph>
        <EnrolmentInstructions enrolment={step.enrolment} />
        <CodeForm label="Set up two-factor sign-in" submitLabel="Verify and sign in" onSubmit={submit} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        Enter the 6-digit code from your authenticator app.
      </Typography.Paragraph>
      <CodeForm label="Two-factor sign-in" submitLabel="Verify" onSubmit={submit} allowRecoveryCode />
    </Flex>
  );
}
