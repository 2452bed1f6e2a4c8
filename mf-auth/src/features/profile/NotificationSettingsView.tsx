import { useState } from 'react';
import {
  NOTIFICATION_FIELDS,
  type ClinicianInformationResponse,
  type NotificationField,
  type NotificationSettings,
} from '@refnet/contracts/accounts';
import { appStore, Flex, profileAtom, showGlobalMessage, Typography } from '@refnet/shared-ui';
import { updateNotificationSetting } from '@refnet/shared-ui/accounts';
import { Switch } from '@refnet/shared-ui/forms';

export const NOTIFICATION_LABELS: Record<NotificationField, string> = {
  userCreatedReferral: 'E-mail me when I make a referral',
  userReceivedReferral: 'E-mail me when I receive a referral',
  targetHasToggledReferral:
    'E-mail me when a clinician updates a referral I made (accepted, rejected, booked or DNA)',
  userHasToggledReferral: 'E-mail me when I update a referral I received',
  newOpenReferral: 'E-mail me when there is a new open referral for my job role',
  referralMessage: 'E-mail me when the other clinician writes a message or adds a file on a referral',
};
export const NOTIFICATION_SAVE_FAILED_MESSAGE =
  'Your notification setting could not be saved. Please try again.';

/** Update notification settings: one switch per e-mail; each change is saved at once and undone if that fails. */
export function NotificationSettingsView({ profile }: { profile: ClinicianInformationResponse }) {
  const [settings, setSettings] = useState<NotificationSettings | null>(profile.notificationSettings);
  const [saving, setSaving] = useState<NotificationField | null>(null);

  if (!settings) {
    return <Typography.Paragraph>There are no notification settings for this account.</Typography.Paragraph>;
  }

  const toggle = async (field: NotificationField, value: boolean) => {
    const before = settings;
    setSettings({ ...settings, [field]: value });
    setSaving(field);
    try {
      const { notificationSettings } = await updateNotificationSetting({
        userProfileId: profile.userProfile.id,
        field,
        value,
      });
      setSettings(notificationSettings);
      const current = appStore.get(profileAtom);
      if (current) appStore.set(profileAtom, { ...current, notificationSettings });
    } catch {
      setSettings(before);
      showGlobalMessage({ variant: 'danger', message: NOTIFICATION_SAVE_FAILED_MESSAGE });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Flex vertical gap="middle" role="group" aria-label="E-mail notifications">
      {NOTIFICATION_FIELDS.map((field) => (
        <Flex key={field} gap="middle" align="center">
          <Switch
            id={`notification-${field}`}
            checked={settings[field]}
            loading={saving === field}
            disabled={saving !== null}
            onChange={(checked) => void toggle(field, checked)}
          />
          <label htmlFor={`notification-${field}`}>{NOTIFICATION_LABELS[field]}</label>
        </Flex>
      ))}
    </Flex>
  );
}
