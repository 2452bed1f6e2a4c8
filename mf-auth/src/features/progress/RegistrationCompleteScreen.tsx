import type { ScreenProps } from '@refnet/shared-ui';
import { ApprovalStatus } from '../../components/progress/ApprovalStatus';
import { ProgressPage } from '../../components/progress/ProgressPage';

/** /registered/complete: step 3 for an approved account. */
export function RegistrationCompleteScreen({ route }: ScreenProps) {
  return (
    <ProgressPage title={route.title} step={3}>
      <ApprovalStatus approved />
    </ProgressPage>
  );
}
