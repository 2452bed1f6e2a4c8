import { useState } from 'react';
import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { Button, PageContainer, PageHeading, useIsNarrow, type ScreenProps } from '@refnet/shared-ui';
import { Card, LoadingState, ReloadOutlined, Result } from '@refnet/shared-ui/display';
import { ApiTokensView } from './ApiTokensView';
import { ChangePasswordView } from './ChangePasswordView';
import { DeactivateAccount } from './DeactivateAccount';
import { ManageClinicsView } from './ManageClinicsView';
import { NotificationSettingsView } from './NotificationSettingsView';
import { ViewNav } from '../../components/ViewNav';
import { ProfileOverview } from './ProfileOverview';
import { TwoFactorView } from './TwoFactorView';
import { visibleProfileViews, type ProfileViewKey } from './profileViews';
import { UpdateInformationView } from './UpdateInformationView';
import { UpdateInsuranceView } from './UpdateInsuranceView';
import { useOwnProfile } from './useOwnProfile';

export const LOADING_PROFILE_TEXT = 'Loading user data.';
export const PROFILE_LOAD_FAILED_TEXT = 'Your profile could not be loaded.';

function ProfileViewContent({
  view,
  profile,
}: {
  view: ProfileViewKey;
  profile: ClinicianInformationResponse;
}) {
  switch (view) {
    case 'profile':
      return <ProfileOverview profile={profile} />;
    case 'update-information':
      return <UpdateInformationView profile={profile} />;
    case 'change-password':
      return <ChangePasswordView />;
    case 'two-factor':
      return <TwoFactorView />;
    case 'manage-clinics':
      return <ManageClinicsView />;
    case 'update-insurance':
      return <UpdateInsuranceView />;
    case 'notifications':
      return <NotificationSettingsView profile={profile} />;
    case 'api-tokens':
      return <ApiTokensView mayCreate={profile.userProfile.isVerified} />;
  }
}

function ProfileLayout({ profile }: { profile: ClinicianInformationResponse }) {
  const isNarrow = useIsNarrow();
  const views = visibleProfileViews(profile.isDelegate);
  const [selected, setSelected] = useState<ProfileViewKey>('profile');
  const current = views.find((view) => view.key === selected) ?? views[0];
  if (!current) return null;

  // One tree for both widths, laid out by grid areas: crossing 768 px must not remount the
  // deactivation popup (and its timer) nor the open view.
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        alignItems: 'start',
        gridTemplateColumns: isNarrow ? 'minmax(0, 1fr)' : '280px minmax(0, 1fr)',
        gridTemplateRows: isNarrow ? undefined : 'auto 1fr',
        gridTemplateAreas: isNarrow ? '"nav" "content" "actions"' : '"nav content" "actions content"',
      }}
    >
      <div style={{ gridArea: 'nav' }}>
        <ViewNav
          views={views}
          current={current.key}
          onSelect={setSelected}
          label="Profile views"
          singular="profile view"
        />
      </div>
      <Card title={current.label} style={{ gridArea: 'content', minWidth: 0 }}>
        <ProfileViewContent view={current.key} profile={profile} />
      </Card>
      <div style={{ gridArea: 'actions' }}>
        <DeactivateAccount userProfileId={profile.userProfile.id} />
      </div>
    </div>
  );
}

/** /profile (SPEC §2.13): the signed-in user's own profile, its settings and the account itself. */
export function ProfileScreen({ route }: ScreenProps) {
  const { profile, failed, retry } = useOwnProfile();
  return (
    <PageContainer>
      <PageHeading title={route.title} />
      {profile ? (
        <ProfileLayout profile={profile} />
      ) : failed ? (
        <Result
          status="error"
          title={PROFILE_LOAD_FAILED_TEXT}
          extra={
            <Button icon={<ReloadOutlined />} onClick={retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <LoadingState text={LOADING_PROFILE_TEXT} />
      )}
    </PageContainer>
  );
}
