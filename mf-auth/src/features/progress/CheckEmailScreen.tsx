import { REGISTRATION_SUCCESS_MESSAGE } from '@refnet/contracts/accounts';
import type { ScreenProps } from '@refnet/shared-ui';
import { Result } from '@refnet/shared-ui/display';
import { ProgressPage } from '../../components/progress/ProgressPage';

/** /registered/check-email: step 1, where registration lands. */
export function CheckEmailScreen({ route }: ScreenProps) {
  return (
    <ProgressPage title={route.title} step={1}>
      <Result
        status="info"
        title="Check your e-mail"
        subTitle={`${REGISTRATION_SUCCESS_MESSAGE} The link takes you to the next step.`}
      />
    </ProgressPage>
  );
}
