import { describeJobRole } from '@refnet/contracts/accounts';
import { ADMIN_TEXTS, type AdminUser } from '@refnet/contracts/admin';
import { Button, useGlobalMessage } from '@refnet/shared-ui';
import { useOneAtATime } from '@refnet/shared-ui/forms';
import { setUserVerification } from '@refnet/shared-ui/admin';
import { Descriptions, Modal, type DescriptionsProps } from '@refnet/shared-ui/display';
import { failureMessage } from '../../components/failureMessage';
import { registrationBodies } from '../../components/registration';
import { verificationAction } from './userTabs';

export const VERIFICATION_FAILED_TEXT = 'The user could not be updated. Please try again.';
/** What an empty field shows: a dash reads as "nothing given", where "None" read like a value. */
const NONE = '—';

/** What the team checks before approving someone (SPEC §2.14). */
function verificationDetails(user: AdminUser): DescriptionsProps['items'] {
  return [
    { key: 'title', label: 'Title', children: user.title || NONE },
    { key: 'firstName', label: 'First name', children: user.firstName },
    { key: 'lastName', label: 'Last name', children: user.lastName },
    { key: 'email', label: 'Email', children: user.email },
    { key: 'jobRole', label: 'Job role', children: user.jobRole.map(describeJobRole).join(', ') || NONE },
    { key: 'body', label: 'Registration body', children: registrationBodies(user.jobRole) || NONE },
    { key: 'number', label: 'Registration number', children: user.registrationNumber || NONE },
  ];
}

export interface VerificationModalProps {
  /** The user shown; kept while the popup closes, so its text does not change as it fades. */
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
  /** After a change: the lists are fetched again. */
  onChanged: () => Promise<void>;
}

/** "Verify user" or "Unverify user": the user's details with Verify (or Unverify) and Close. */
export function VerificationModal({ user, open, onClose, onChanged }: VerificationModalProps) {
  const { show } = useGlobalMessage();
  const { run: submit, pending: saving } = useOneAtATime(async (chosen: AdminUser) => {
    try {
      const { message } = await setUserVerification(chosen.id, !chosen.isVerified);
      show(message);
      onClose();
      await onChanged();
    } catch (error) {
      show(failureMessage(error, VERIFICATION_FAILED_TEXT));
    }
  });

  return (
    <Modal
      open={open && user !== null}
      title={user && ADMIN_TEXTS.verificationPopupTitle(user.isVerified)}
      onCancel={onClose}
      footer={
        user && [
          <Button key="close" onClick={onClose}>
            Close
          </Button>,
          <Button key="action" type="primary" loading={saving} onClick={() => void submit(user)}>
            {verificationAction(user)}
          </Button>,
        ]
      }
    >
      {user && <Descriptions column={1} size="small" bordered items={verificationDetails(user)} />}
    </Modal>
  );
}
