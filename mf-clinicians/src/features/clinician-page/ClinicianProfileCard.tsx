import { registrationText } from '@refnet/contracts/accounts';
import type { ClinicianCard } from '@refnet/contracts/clinicians';
import { Flex, personName, Typography } from '@refnet/shared-ui';
import { Card, Descriptions } from '@refnet/shared-ui/display';
import { ClinicianAvatar } from '../../components/ClinicianAvatar';
import { usePageActions } from '../../components/pageActions';
import { FavouriteStar } from '../../components/FavouriteStar';
import { ClinicianJobTitles } from './ClinicianJobTitles';
import { ReferPatientButton } from './ReferPatientButton';
import { ReferralContacts } from './ReferralContacts';

/** 'GMC 1234567': the regulators of the clinician's roles and their registration number. */
const registrationOf = ({ jobRole, registrationNumber }: ClinicianCard['userProfile']) =>
  registrationText(jobRole, registrationNumber);

/** SPEC §2.12: the clinician as a referrer sees them, with the favourite star and the refer button. */
export function ClinicianProfileCard({ crp }: { crp: ClinicianCard }) {
  const { userProfile } = crp;
  const name = personName(userProfile);
  const actions = usePageActions(userProfile.id);

  return (
    <Card>
      <Flex vertical gap="large">
        <Flex gap="large" wrap align="center">
          <ClinicianAvatar clinician={userProfile} />
          <Flex vertical gap="small" style={{ flex: 1, minWidth: 200 }}>
            <Flex align="center" gap="small">
              <Typography.Title level={2} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
              {actions.favouriteStar && (
                <FavouriteStar userProfileId={userProfile.id} isFavourite={crp.isFavourite} />
              )}
            </Flex>
            <ClinicianJobTitles jobRoles={userProfile.jobRole} />
          </Flex>
          {actions.referButton && <ReferPatientButton crpId={crp.id} />}
        </Flex>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'registration',
              label: 'Registration number',
              children: registrationOf(userProfile) || '—',
            },
            {
              key: 'description',
              label: 'Description',
              children: (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
                  {userProfile.clinicianDescription || '—'}
                </Typography.Paragraph>
              ),
            },
            {
              key: 'contacts',
              label: 'Referral contacts',
              children: <ReferralContacts contacts={userProfile.appointmentsContact} />,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
