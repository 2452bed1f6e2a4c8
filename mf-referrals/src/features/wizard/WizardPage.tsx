import { Fragment, type ReactNode } from 'react';
import {
  PageContainer,
  PageHeading,
  useProfile,
  useReferralPermissions,
  useSession,
} from '@refnet/shared-ui';
import { Alert, LoadingState } from '@refnet/shared-ui/display';
import { useRepeatVisits } from './useRepeatVisits';

export const NO_CREATE_PERMISSION_TEXT = 'Your clinician has not allowed you to make referrals.';

/**
 * A wizard screen's page: heading, then the wizard. SPEC §6: a delegate without permissionCreateReferrals
 * is told they cannot make referrals, and nothing is loaded for them; until their profile (and with it
 * their permissions) is known, the page says it is loading. Following a link to this very page (Make
 * referral again) starts the wizard afresh.
 */
export function WizardPage({ title, children }: { title: string; children: ReactNode }) {
  const { permissionCreateReferrals } = useReferralPermissions();
  const session = useSession();
  const profile = useProfile();
  const permissionsPending = session?.userGroup === 'Delegate' && profile === null;
  const visits = useRepeatVisits();
  return (
    <PageContainer>
      <PageHeading title={title} />
      {permissionsPending ? (
        <LoadingState />
      ) : permissionCreateReferrals ? (
        <Fragment key={visits}>{children}</Fragment>
      ) : (
        <Alert type="info" showIcon title={NO_CREATE_PERMISSION_TEXT} />
      )}
    </PageContainer>
  );
}
