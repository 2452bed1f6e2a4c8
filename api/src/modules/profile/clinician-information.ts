import {
  ALL_REFERRAL_PERMISSIONS,
  USER_PROFILE_NOT_FOUND_MESSAGE,
  type ClinicianInformationResponse,
  type DelegateUserLink,
  type NotificationSettings,
  type UserProfile,
} from '@refnet/contracts/accounts';
import { asc, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { delegateUserLinks, notificationSettings, userProfiles, users } from '../../db/schema.js';
import { HttpProblem, dangerBody } from '../../http/problem.js';
import type { Caller } from '../policy/caller.js';
import { activeDelegateLinkAmong } from '../policy/delegate-link.js';
import { delegatePermissions } from '../policy/clinician-standing.js';
import { loadClinicianRoleProfiles, loadUserProfiles, toSlimProfile } from './profile-reads.js';

export type LinkRow = { link: typeof delegateUserLinks.$inferSelect; delegateEmail: string };

/** Links where the user is the clinician or the delegate (active ones first for a delegate). */
export const loadDelegateLinks = (db: Database, userProfileId: number): Promise<LinkRow[]> =>
  db
    .select({ link: delegateUserLinks, delegateEmail: users.email })
    .from(delegateUserLinks)
    .innerJoin(userProfiles, eq(userProfiles.id, delegateUserLinks.delegateUserProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      or(
        eq(delegateUserLinks.clinicianUserProfileId, userProfileId),
        eq(delegateUserLinks.delegateUserProfileId, userProfileId),
      ),
    )
    .orderBy(desc(delegateUserLinks.isVerified), asc(delegateUserLinks.id));

export async function loadNotificationSettings(
  db: Database,
  userProfileId: number,
): Promise<NotificationSettings | null> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userProfileId, userProfileId))
    .limit(1);
  if (!row) return null;
  const { userProfileId: owner, createdOn, updatedOn, ...flags } = row;
  return {
    ...flags,
    userProfile: owner,
    createdOn: createdOn.toISOString(),
    updatedOn: updatedOn.toISOString(),
  };
}

function toDelegateLink({ link, delegateEmail }: LinkRow, delegate: UserProfile): DelegateUserLink {
  return {
    id: link.id,
    delegateUserProfile: toSlimProfile(delegate),
    delegateEmail,
    clinicianUserProfile: link.clinicianUserProfileId,
    hasRegistered: link.hasRegistered,
    isVerified: link.isVerified,
    permissionViewReferrals: link.permissionViewReferrals,
    permissionCreateReferrals: link.permissionCreateReferrals,
    permissionManageReferrals: link.permissionManageReferrals,
    accountCreatedOn: link.accountCreatedOn.toISOString(),
  };
}

/** The links as the API gives them, each with its delegate's profile (from `profiles`). */
export const toDelegateLinks = (rows: readonly LinkRow[], profiles: ReadonlyMap<number, UserProfile>) =>
  rows.flatMap((row) => {
    const delegate = profiles.get(row.link.delegateUserProfileId);
    return delegate ? [toDelegateLink(row, delegate)] : [];
  });

/**
 * A clinician's delegates as SPEC §2.13 shows them: active (registered and not deactivated), and
 * pending (awaiting registration, or deactivated).
 */
export function splitDelegates(links: readonly DelegateUserLink[]) {
  const isActive = (link: DelegateUserLink) => link.hasRegistered && link.isVerified;
  return { delegates: links.filter(isActive), pendingDelegates: links.filter((link) => !isActive(link)) };
}

/**
 * SPEC §7.6 GET /user/clinician-information/. A delegate sees the clinician they act for
 * (clinicianProfiles, their own referralPermissions while that clinician is in good standing, no
 * notification settings). Nine queries (ten for a delegate).
 */
export async function getClinicianInformation(
  db: Database,
  caller: Caller,
): Promise<ClinicianInformationResponse> {
  const me = caller.userProfileId;
  const links = await loadDelegateLinks(db, me);
  const myDelegates = links.filter((row) => row.link.clinicianUserProfileId === me);
  // Picked from the links already loaded, so the profile costs no extra query.
  const actingFor = caller.isDelegate
    ? activeDelegateLinkAmong(
        links.map((row) => row.link),
        me,
      )
    : undefined;
  const crpOwner = caller.isDelegate ? actingFor?.clinicianUserProfileId : me;

  const profiles = await loadUserProfiles(db, [
    me,
    ...(crpOwner === undefined ? [] : [crpOwner]),
    ...myDelegates.map((row) => row.link.delegateUserProfileId),
  ]);
  const userProfile = profiles.get(me);
  if (!userProfile) throw new HttpProblem(404, dangerBody(USER_PROFILE_NOT_FOUND_MESSAGE));

  const clinicianProfiles =
    crpOwner === undefined
      ? []
      : await loadClinicianRoleProfiles(db, { userProfileIds: [crpOwner] }, profiles);

  return {
    userProfile,
    clinicianProfiles,
    ...splitDelegates(toDelegateLinks(myDelegates, profiles)),
    notificationSettings: caller.isDelegate ? null : await loadNotificationSettings(db, me),
    isDelegate: caller.isDelegate,
    referralPermissions: caller.isDelegate
      ? await delegatePermissions(db, actingFor)
      : ALL_REFERRAL_PERMISSIONS,
  };
}
