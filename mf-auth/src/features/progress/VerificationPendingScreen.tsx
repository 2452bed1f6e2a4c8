import type { ScreenProps } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';
import { ProgressPage } from '../../components/progress/ProgressPage';

/** /registered/verification-pending: step 2 until the e-mailed link has been opened. */
export function VerificationPendingScreen({ route }: ScreenProps) {
  return (
    <ProgressPage title={route.title} step={2}>
      <Result
        status="info"
        title="Your e-mail address is not verified yet"
        subTitle="Please open the verification link in the e-mail we sent you when you registered. If you cannot find it, the RefNet team will review your registration request, which may take up to 48 hours."
      />
    </ProgressPage>
  );
}
