import { STAFF_GROUPS } from '@refnet/contracts';
import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import type { StatisticsParcelProps } from '@refnet/contracts/admin';
import type { AnalyticsParcelProps } from '@refnet/contracts/referrals';
import {
  Button,
  Flex,
  PageContainer,
  Typography,
  followInAppLink,
  personName,
  userDisplayName,
  useProfile,
  useReferralPermissions,
  useSession,
  type Session,
} from '@refnet/shared-ui';
import { RemoteParcel } from '@refnet/shared-ui/display';
import { RecentUpdates } from './RecentUpdates';
import { useDelegateProfileRefresh } from './useDelegateProfileRefresh';

/** The clinician a delegate acts for: the owner of the clinician profiles in the delegate's profile. */
function delegatingClinician(profile: ClinicianInformationResponse | null): string | null {
  const clinician = profile?.clinicianProfiles[0]?.userProfile;
  if (!clinician) return null;
  return personName(clinician);
}

/** SPEC §2.6 Verify Users: the users waiting for approval, on the Users screen's Unverified Users tab. */
const VERIFY_USERS_PATH = '/staff/users?group=unverified';

function StaffWelcome({ session }: { session: Session }) {
  return (
    <>
      <Typography.Title level={1}>Welcome, {userDisplayName(session.user)}</Typography.Title>
      <Typography.Title level={2}>RefNet administration account</Typography.Title>
      <Flex gap="middle" wrap>
        <Button type="primary" href={VERIFY_USERS_PATH} onClick={followInAppLink}>
          Verify Users
        </Button>
        <Button href="/clinicians" onClick={followInAppLink}>
          See clinicians
        </Button>
      </Flex>
    </>
  );
}

/** SPEC §2.6: a delegate's View referrals opens the referrals waiting for a decision. */
const DELEGATE_REFERRALS_PATH = '/referrals/inbound?referralType=inboundPending';

function ClinicalWelcome({ session }: { session: Session }) {
  const profile = useProfile();
  const isDelegate = session.userGroup === 'Delegate';
  useDelegateProfileRefresh(isDelegate);
  // A delegate may make referrals only with the create permission, known once the profile has loaded.
  const { permissionCreateReferrals: canCreateReferrals } = useReferralPermissions();
  const clinician = isDelegate ? delegatingClinician(profile) : null;
  return (
    <>
      <Typography.Title level={1}>Welcome, {userDisplayName(session.user)}</Typography.Title>
      {isDelegate && (
        <Typography.Paragraph>
          {clinician
            ? `You are signed in as a delegate of ${clinician}.`
            : 'You are signed in as a delegate.'}
        </Typography.Paragraph>
      )}
      <Flex gap="middle" wrap>
        {canCreateReferrals ? (
          <Button type="primary" href="/referral/add" onClick={followInAppLink}>
            Make referral
          </Button>
        ) : (
          <Button type="primary" disabled title="Your clinician has not allowed you to make referrals.">
            Make referral
          </Button>
        )}
        <Button href={isDelegate ? DELEGATE_REFERRALS_PATH : '/referrals/inbound'} onClick={followInAppLink}>
          View referrals
        </Button>
      </Flex>
    </>
  );
}

const ANALYTICS_PROPS: AnalyticsParcelProps = {};

/** SPEC §2.6 analytics, from mf-referrals; a delegate sees their clinician's when allowed to view referrals. */
function ReferralAnalytics() {
  const { permissionViewReferrals } = useReferralPermissions();
  if (!permissionViewReferrals) return null;
  return <RemoteParcel id="mf_referrals/analytics" parcelProps={ANALYTICS_PROPS} />;
}

const STATISTICS_PROPS: StatisticsParcelProps = {};

/** SPEC §2.6 staff cards Login statistics and Referral statistics, from mf-admin. */
function PlatformStatistics() {
  return <RemoteParcel id="mf_admin/statistics" parcelProps={STATISTICS_PROPS} />;
}

/**
 * /dashboard (SPEC §2.6): welcome and main actions by user type, the platform statistics (staff) or the
 * referral analytics (clinicians, delegates), then the latest changes to RefNet.
 */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const isStaff = STAFF_GROUPS.includes(session.userGroup);
  return (
    <PageContainer maxWidth={900}>
      <Flex vertical gap="large">
        <div>{isStaff ? <StaffWelcome session={session} /> : <ClinicalWelcome session={session} />}</div>
        {isStaff ? <PlatformStatistics /> : <ReferralAnalytics />}
        <RecentUpdates />
      </Flex>
    </PageContainer>
  );
}
