import {
  SECOND_FACTOR_TEXTS,
  type SecondFactorProof,
  type SecondFactorStatus,
} from '@refnet/contracts/second-factor';
import { Flex, formatDate, Typography, useGlobalMessage } from '@refnet/shared-ui';
import { Card } from '@refnet/shared-ui/display';
import { renewRecoveryCodes, turnOffSecondFactor } from '@refnet/shared-ui/second-factor';
import { CodeForm } from '../../components/second-factor/CodeForm';
import { failureMessage } from '../../components/useProfileWrite';

export const RENEW_FAILED_MESSAGE = 'New recovery codes could not be made. Please try again.';
export const TURN_OFF_FAILED_MESSAGE = 'Two-factor sign-in could not be turned off. Please try again.';

const codesLeft = (count: number) =>
  count === 1 ? 'You have 1 recovery code left.' : `You have ${count} recovery codes left.`;

/** On: since when, the recovery codes left, new codes, and turning it off (not for staff, who must keep it). */
export function TwoFactorSettings({
  status,
  onRecoveryCodes,
}: {
  status: SecondFactorStatus;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const { show } = useGlobalMessage();
  const write =
    <Answer extends { message: { variant: 'success' | 'info' | 'danger'; message: string } }>(
      call: (proof: SecondFactorProof) => Promise<Answer>,
      fallback: string,
      then: (answer: Answer) => void = () => undefined,
    ) =>
    async (proof: SecondFactorProof): Promise<string | null> => {
      try {
        const answer = await call(proof);
        show(answer.message);
        then(answer);
        return null;
      } catch (error) {
        return failureMessage(error, fallback).message;
      }
    };

  return (
    <Flex vertical gap="large">
      <Typography.Paragraph style={{ margin: 0 }}>
        Two-factor sign-in is on
        {status.enabledAt ? ` since ${formatDate(status.enabledAt)}` : ''}.{' '}
        {codesLeft(status.recoveryCodesLeft)}
      </Typography.Paragraph>
      <Card size="small" title="New recovery codes">
        <Typography.Paragraph>
          Make ten new recovery codes. The ones you have now will stop working.
        </Typography.Paragraph>
        <CodeForm
          label="Make new recovery codes"
          submitLabel="Make new codes"
          allowRecoveryCode
          onSubmit={write(renewRecoveryCodes, RENEW_FAILED_MESSAGE, (answer) =>
            onRecoveryCodes(answer.recoveryCodes),
          )}
        />
      </Card>
      <Card size="small" title="Turn off two-factor sign-in">
        {status.required ? (
          <Typography.Text type="secondary">{SECOND_FACTOR_TEXTS.requiredForStaff}</Typography.Text>
        ) : (
          <CodeForm
            label="Turn off two-factor sign-in"
            submitLabel="Turn off"
            danger
            allowRecoveryCode
            onSubmit={write(turnOffSecondFactor, TURN_OFF_FAILED_MESSAGE)}
          />
        )}
      </Card>
    </Flex>
  );
}
