import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { Flex } from '@refnet/shared-ui';
import { ReferralContactsSection } from './ReferralContactsSection';
import { UserInformationForm } from './UserInformationForm';

/** Update Information: the personal details form and the referral contacts (SPEC §2.13). */
export function UpdateInformationView({ profile }: { profile: ClinicianInformationResponse }) {
  return (
    <Flex vertical gap="large">
      <UserInformationForm userProfile={profile.userProfile} />
      <ReferralContactsSection userProfile={profile.userProfile} readOnly={profile.isDelegate} />
    </Flex>
  );
}
