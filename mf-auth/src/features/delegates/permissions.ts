import type { ReferralPermissions } from '@refnet/contracts/accounts';

export type PermissionField = keyof ReferralPermissions;

/** SPEC §6: the three permissions a clinician grants a delegate, in the order they are shown. */
export const PERMISSION_FIELDS: readonly PermissionField[] = [
  'permissionViewReferrals',
  'permissionCreateReferrals',
  'permissionManageReferrals',
];

export const PERMISSION_LABELS: Record<PermissionField, string> = {
  permissionViewReferrals: 'View referrals',
  permissionCreateReferrals: 'Create referrals',
  permissionManageReferrals: 'Manage referrals',
};

/** What each permission allows (SPEC §6), shown where a permission is chosen. */
export const PERMISSION_HINTS: Record<PermissionField, string> = {
  permissionViewReferrals: 'See the referrals you make and receive.',
  permissionCreateReferrals: 'Make referrals, refer on and add new patients.',
  permissionManageReferrals:
    'Accept, reject, cancel, book and mark referrals as DNA; update and delete patients.',
};

export const permissionsOf = (link: ReferralPermissions): ReferralPermissions => ({
  permissionViewReferrals: link.permissionViewReferrals,
  permissionCreateReferrals: link.permissionCreateReferrals,
  permissionManageReferrals: link.permissionManageReferrals,
});
