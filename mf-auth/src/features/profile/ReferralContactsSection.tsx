import { useEffect, useRef, useState } from 'react';
import {
  DELEGATE_CONTACTS_MESSAGE,
  type ClinicianContact,
  type ContactInput,
  type UserProfile,
} from '@refnet/contracts/accounts';
import { Flex, showGlobalMessage, Typography } from '@refnet/shared-ui';
import { loadProfile, updateReferralContacts } from '@refnet/shared-ui/accounts';
import { ContactsEditor } from '../../components/ContactsEditor';

/** SPEC §9: a removed contact is saved after 1 s, so several quick removals go as one update. */
export const CONTACT_REMOVAL_DELAY_MS = 1000;
export const CONTACTS_SAVED_TEXT = 'Referral contacts saved.';
export const CONTACTS_SAVE_FAILED_MESSAGE = 'Error updating referral contacts, please try again.';

const reloadProfile = () => loadProfile().catch(() => undefined);
const failed = () => showGlobalMessage({ variant: 'danger', message: CONTACTS_SAVE_FAILED_MESSAGE });

const toInput = ({ type, email, phoneNumber }: ClinicianContact): ContactInput =>
  type === 'email' ? { type, email } : { type, phoneNumber };

export interface ReferralContactsSectionProps {
  userProfile: UserProfile;
  /** Delegates see the contacts but may not change them (SPEC §5). */
  readOnly: boolean;
}

/** The referral contacts of Update Information, saved as they change (PUT /user/referral-contacts-update/). */
export function ReferralContactsSection({ userProfile, readOnly }: ReferralContactsSectionProps) {
  const main = userProfile.appointmentsContact.find((contact) => contact.isMain);
  const saved = userProfile.appointmentsContact.filter((contact) => !contact.isMain).map(toInput);
  const [contacts, setContacts] = useState<ContactInput[]>(saved);
  const [status, setStatus] = useState<string | null>(null);
  const removalTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The list a removal is waiting to save; sent at once if the section goes away first. */
  const pendingRemoval = useRef<ContactInput[] | null>(null);

  useEffect(
    () => () => {
      clearTimeout(removalTimer.current);
      const pending = pendingRemoval.current;
      if (pending) void updateReferralContacts({ appointmentsContacts: pending }).then(reloadProfile, failed);
    },
    [],
  );

  const save = async (next: ContactInput[]) => {
    try {
      await updateReferralContacts({ appointmentsContacts: next });
      setStatus(CONTACTS_SAVED_TEXT);
      await reloadProfile();
    } catch {
      setContacts(saved);
      setStatus(null);
      failed();
    }
  };

  const change = (next: ContactInput[]) => {
    const isRemoval = next.length < contacts.length;
    setContacts(next);
    setStatus(null);
    clearTimeout(removalTimer.current);
    pendingRemoval.current = isRemoval ? next : null;
    if (isRemoval) {
      removalTimer.current = setTimeout(() => {
        pendingRemoval.current = null;
        void save(next);
      }, CONTACT_REMOVAL_DELAY_MS);
    } else void save(next);
  };

  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
        Referral contacts
      </Typography.Title>
      {readOnly && <Typography.Text type="secondary">{DELEGATE_CONTACTS_MESSAGE}</Typography.Text>}
      <ContactsEditor
        mainEmail={main?.email ?? userProfile.user.email}
        value={contacts}
        onChange={change}
        disabled={readOnly}
      />
      <Typography.Text type="success" role="status">
        {status}
      </Typography.Text>
    </Flex>
  );
}
