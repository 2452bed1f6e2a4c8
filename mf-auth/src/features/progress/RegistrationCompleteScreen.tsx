import type { ScreenProps } from '@refnet/shared-ui';
import { ApprovalStatus } from './ApprovalStatus';
import { ProgressPage } from './ProgressPage';

/** /registered/complete: step 3 for an approved account. */
export function RegistrationCompleteScreen({ route }: ScreenProps) {
  return (
    <ProgressPage title={route.title} step={3}>
      <ApprovalStatus approved />
    </ProgressPage>
  );
}
