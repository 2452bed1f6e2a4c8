import { Fragment, type ReactNode } from 'react';
import { PageContainer, PageHeading } from '@refnet/shared-ui';
import { PermissionGate } from '../../components/PermissionGate';
import { useRepeatVisits } from './useRepeatVisits';

export const NO_CREATE_PERMISSION_TEXT = 'Your clinician has not allowed you to make referrals.';

/**
 * A wizard screen's page: heading, then the wizard. SPEC §6: a delegate without permissionCreateReferrals
 * is told they cannot make referrals, and nothing is loaded for them. Following a link to this very page
 * (Make referral again) starts the wizard afresh.
 */
export function WizardPage({ title, children }: { title: string; children: ReactNode }) {
  const visits = useRepeatVisits();
  return (
    <PageContainer>
      <PageHeading title={title} />
      <PermissionGate permission="permissionCreateReferrals" deniedText={NO_CREATE_PERMISSION_TEXT}>
        <Fragment key={visits}>{children}</Fragment>
      </PermissionGate>
    </PageContainer>
  );
}
