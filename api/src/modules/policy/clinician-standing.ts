import { NO_REFERRAL_PERMISSIONS, type ReferralPermissions } from '@refnet/contracts/accounts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { delegateUserLinks, userProfiles, users } from '../../db/schema.js';

/**
 * Whether the clinician is in good standing: approved, not deactivated, their account active. A
 * delegate acts for them only then.
 */
export async function isActiveClinician(db: Database, userProfileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.id, userProfileId),
        eq(userProfiles.isVerified, true),
        eq(userProfiles.isDeactivated, false),
        eq(users.isActive, true),
      ),
    );
  return row !== undefined;
}

/**
 * A delegate's referralPermissions (SPEC §6): those of their active link while its clinician is in
 * good standing; none otherwise, as the patient and referral routes then refuse them everything.
 */
export async function delegatePermissions(
  db: Database,
  activeLink: typeof delegateUserLinks.$inferSelect | undefined,
): Promise<ReferralPermissions> {
  if (!activeLink || !(await isActiveClinician(db, activeLink.clinicianUserProfileId))) {
    return NO_REFERRAL_PERMISSIONS;
  }
  return {
    permissionViewReferrals: activeLink.permissionViewReferrals,
    permissionCreateReferrals: activeLink.permissionCreateReferrals,
    permissionManageReferrals: activeLink.permissionManageReferrals,
  };
}
