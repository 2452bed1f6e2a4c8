/** Success texts of the profile writes (only the server writes them; the UI shows them as they are). */
export const PROFILE_MESSAGES = {
  clinicAdded: 'Clinic added successfully.',
  clinicUpdated: 'Clinic updated successfully.',
  clinicDeactivated: 'Clinic deactivated.',
  clinicReactivated: 'Clinic reactivated.',
  clinicRemoved: 'Clinic removed successfully.',
  insuranceUpdated: 'Insurance agreements updated successfully.',
  contactsUpdated: 'Referral contacts updated successfully.',
  notificationsUpdated: 'Notification settings updated.',
  pictureUpdated: 'Profile picture updated successfully.',
  delegateHasNoSettings: 'Delegates do not have notification settings.',
} as const;
