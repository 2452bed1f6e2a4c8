import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFICATION_FAILED_MESSAGE,
} from '@refnet/contracts/accounts';
import { Button, followInAppLink, type ScreenProps } from '@refnet/shared-ui';
import { LoadingState, Result } from '@refnet/shared-ui/display';
import { ProgressPage } from '../../components/progress/ProgressPage';
import { useEmailVerification } from './useEmailVerification';

export const VERIFYING_TEXT = 'Verifying your e-mail address...';
export const ALREADY_VERIFIED_TITLE = 'Your e-mail address is already verified';

/** Where step 3 lives for each outcome of a successful verification. */
export const stepThreePath = (accountApproved: boolean) =>
  accountApproved ? '/registered/complete' : '/register/pending-account-approval';

/** /register/verify-email/:userHash/:timeHash/:verificationCode: step 2, verifies on load. */
export function VerifyEmailScreen({ route, params }: ScreenProps) {
  const verification = useEmailVerification(params);

  useEffect(() => {
    if (verification.status === 'verified') navigateToUrl(stepThreePath(verification.accountApproved));
  }, [verification]);

  return (
    <ProgressPage title={route.title} step={2}>
      {verification.status === 'failed' ? (
        <Result
          status="warning"
          title="Verification unsuccessful"
          subTitle={EMAIL_VERIFICATION_FAILED_MESSAGE}
        />
      ) : verification.status === 'already-verified' ? (
        <Result
          status="info"
          title={ALREADY_VERIFIED_TITLE}
          subTitle={EMAIL_ALREADY_VERIFIED_MESSAGE}
          extra={
            <Button type="primary" href="/login" onClick={followInAppLink}>
              Please Login
            </Button>
          }
        />
      ) : verification.status === 'verified' ? (
        <Result status="success" title="Your e-mail address has been verified" />
      ) : (
        <LoadingState text={VERIFYING_TEXT} />
      )}
    </ProgressPage>
  );
}
