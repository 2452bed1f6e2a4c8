/** SPEC §2.13 profile views, in menu order. */
export const PROFILE_VIEWS = [
  { key: 'profile', label: 'Profile' },
  { key: 'update-information', label: 'Update Information' },
  { key: 'change-password', label: 'Change password' },
  { key: 'two-factor', label: 'Two-factor sign-in' },
  { key: 'manage-clinics', label: 'Manage clinics' },
  { key: 'update-insurance', label: 'Update insurance agreements' },
  { key: 'notifications', label: 'Update notification settings' },
  { key: 'api-tokens', label: 'API tokens' },
] as const;

export type ProfileViewKey = (typeof PROFILE_VIEWS)[number]['key'];
export type ProfileView = (typeof PROFILE_VIEWS)[number];

/** Delegates have no notification settings of their own (SPEC §6). */
export function visibleProfileViews(isDelegate: boolean): readonly ProfileView[] {
  return isDelegate ? PROFILE_VIEWS.filter((view) => view.key !== 'notifications') : PROFILE_VIEWS;
}
