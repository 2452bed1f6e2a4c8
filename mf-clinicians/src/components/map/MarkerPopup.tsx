import { Flex, InAppLink, Typography } from '@refnet/shared-ui';
import { clinicianPagePath } from '../clinicianPaths';
import type { PopupClinician } from './mapMarkers';

/** The clinicians at one marker (SPEC §2.12 popup): name, e-mail, job title and a link to the profile. */
export function MarkerPopup({ clinicians }: { clinicians: readonly PopupClinician[] }) {
  return (
    <ul aria-label="Clinicians at this address" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {clinicians.map((clinician) => (
        <li key={clinician.userProfileId} style={{ padding: '4px 0' }}>
          <Flex vertical>
            <Typography.Text strong>{clinician.name}</Typography.Text>
            <Typography.Text>{clinician.email}</Typography.Text>
            <Typography.Text type="secondary">{clinician.jobTitle}</Typography.Text>
            <InAppLink href={clinicianPagePath(clinician.userProfileId)}>View profile</InAppLink>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
