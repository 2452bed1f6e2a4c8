import { registrationText, type ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { Flex, formatDate, personName, Typography } from '@refnet/shared-ui';
import { Descriptions, Tag } from '@refnet/shared-ui/display';
import { ProfilePicture } from './ProfilePicture';

/** The Profile view: what other clinicians see of you, and when the account was created. */
export function ProfileOverview({ profile }: { profile: ClinicianInformationResponse }) {
  const { userProfile, clinicianProfiles } = profile;
  const contacts = userProfile.appointmentsContact.map((contact) =>
    contact.type === 'email' ? contact.email : contact.phoneNumber,
  );

  return (
    <Flex vertical gap="large">
      <Flex gap="large" wrap align="center">
        <ProfilePicture src={userProfile.profilePicture} name={personName(userProfile)} />
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {personName(userProfile)}
          </Typography.Title>
          <Flex wrap gap="small" style={{ marginTop: 8 }}>
            {userProfile.jobRole.map((role) => (
              <Tag key={role.id}>{role.jobTitle}</Tag>
            ))}
          </Flex>
        </Flex>
      </Flex>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'registration',
            label: 'Registration',
            children: registrationText(userProfile.jobRole, userProfile.registrationNumber) || '—',
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
            children: contacts.length > 0 ? contacts.join(', ') : '—',
          },
          {
            key: 'clinics',
            label: 'Clinics',
            children:
              clinicianProfiles.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {clinicianProfiles.map(({ id, clinic }) => (
                    <li key={id}>
                      {[clinic.centreName, clinic.clinicName].filter(Boolean).join(', ')} —{' '}
                      {[clinic.address.firstLine, clinic.address.city, clinic.address.postcode]
                        .filter(Boolean)
                        .join(', ')}
                    </li>
                  ))}
                </ul>
              ) : (
                'No clinic'
              ),
          },
          { key: 'created', label: 'Account created', children: formatDate(userProfile.accountCreatedOn) },
        ]}
      />
    </Flex>
  );
}
