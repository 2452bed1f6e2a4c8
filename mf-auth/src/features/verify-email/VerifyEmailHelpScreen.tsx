import type { ScreenProps } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';
import { ProgressPage } from '../../components/progress/ProgressPage';

/** /register/verify-email without the link's parts: explains where the link is. */
export function VerifyEmailHelpScreen({ route }: ScreenProps) {
  return (
    <ProgressPage title={route.title} step={2}>
      <Result
        status="info"
        title="Open the link in your e-mail"
        subTitle="To verify your e-mail address, open the link in the e-mail we sent you when you registered. The whole link is needed: copy it into the address bar if clicking it does not work."
      />
    </ProgressPage>
  );
}
