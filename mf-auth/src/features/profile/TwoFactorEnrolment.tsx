import { useState } from 'react';
import type { SecondFactorEnrolment, SecondFactorProof } from '@refnet/contracts/second-factor';
import { Button, Flex, Typography, useGlobalMessage } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { confirmSecondFactorEnrolment, startSecondFactorEnrolment } from '@refnet/shared-ui/second-factor';
import { CodeForm } from '../../components/second-factor/CodeForm';
import { EnrolmentInstructions } from '../../components/second-factor/EnrolmentInstructions';
import { failureMessage } from '../../components/useProfileWrite';

export const SET_UP_TEXT = 'Set up two-factor sign-in';
export const START_FAILED_MESSAGE = 'Two-factor sign-in could not be set up. Please try again.';
export const CONFIRM_FAILED_MESSAGE = 'Your code could not be checked. Please try again.';

/** Off: what it is, and setting it up (the app's QR code and key, then a first code). */
export function TwoFactorEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const { show } = useGlobalMessage();
  const { run: start, pending } = useOneAtATime(async () => {
    try {
      setEnrolment(await startSecondFactorEnrolment());
    } catch (error) {
      show(failureMessage(error, START_FAILED_MESSAGE));
    }
  });
  const confirm = async ({ code }: SecondFactorProof): Promise<string | null> => {
    try {
      const { message, recoveryCodes } = await confirmSecondFactorEnrolment({ code: code ?? '' });
      show(message);
      onEnabled(recoveryCodes);
      return null;
    } catch (error) {
      return failureMessage(error, CONFIRM_FAILED_MESSAGE).message;
    }
  };

  if (!enrolment) {
    return (
      <Flex vertical gap="middle" align="start">
        <Typography.Paragraph style={{ margin: 0 }}>
          Two-factor sign-in is off. Turn it on and RefNet will ask, after your password, for a code from an
          authenticator app on your phone, so a stolen password alone cannot open your account.
        </Typography.Paragraph>
        <Button type="primary" loading={pending} onClick={() => void start()}>
          {SET_UP_TEXT}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <EnrolmentInstructions enrolment={enrolment} />
      <CodeForm label="Turn on two-factor sign-in" submitLabel="Turn on" onSubmit={confirm} />
      <Button onClick={() => setEnrolment(null)}>Cancel</Button>
    </Flex>
  );
}
