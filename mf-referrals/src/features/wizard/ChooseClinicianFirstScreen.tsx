import {
  Button,
  followInAppLink,
  PageContainer,
  PageHeading,
  Typography,
  type ScreenProps,
} from '@refnet/shared-ui';
import { CLINICIAN_SEARCH_PATH, SearchOutlined } from '@refnet/shared-ui/display';
import { PermissionGate } from '../../components/PermissionGate';
import { NO_CREATE_PERMISSION_TEXT } from './WizardPage';

export const FIND_CLINICIAN_LABEL = 'Find a clinician';

/**
 * /referral/direct-to-clinician without a clinician: the clinician is chosen first, on the clinicians map.
 * A delegate who may not make referrals (and so finds no "Refer" there) is told so instead.
 */
export function ChooseClinicianFirstScreen({ route }: ScreenProps) {
  return (
    <PageContainer maxWidth={720}>
      <PageHeading title={route.title} />
      <PermissionGate permission="permissionCreateReferrals" deniedText={NO_CREATE_PERMISSION_TEXT}>
        <Typography.Paragraph>
          To refer a patient directly to a clinician, first find the clinician, then choose
          &ldquo;Refer&rdquo; on their card or page.
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<SearchOutlined aria-hidden />}
          href={CLINICIAN_SEARCH_PATH}
          onClick={followInAppLink}
        >
          {FIND_CLINICIAN_LABEL}
        </Button>
      </PermissionGate>
    </PageContainer>
  );
}
