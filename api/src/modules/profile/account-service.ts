import {
  DEACTIVATE_SUCCESS_MESSAGE,
  DELEGATE_CONTACTS_MESSAGE,
  PROFILE_UPDATE_SUCCESS_MESSAGE,
  USER_PROFILE_NOT_FOUND_MESSAGE,
  type ContactInput,
  type MessageResponse,
  type NotificationUpdateRequest,
  type NotificationUpdateResponse,
  type ReferralContactsUpdateResponse,
  type UpdateUserRequest,
  type UpdateUserResponse,
} from '@refnet/contracts/accounts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationSettings, userProfiles, users } from '../../db/schema.js';
import { HttpProblem, dangerBody, successBody } from '../../http/problem.js';
import { revokeUserTokens } from '../accounts/queries.js';
import { assertOwnProfile, forbidden, type Caller } from '../policy/caller.js';
import { replaceReferralContacts } from './clinician-records.js';
import { loadNotificationSettings } from './clinician-information.js';
import { PROFILE_MESSAGES } from './messages.js';
import { loadUserProfiles } from './profile-reads.js';

async function loadOwnProfile(db: Database, caller: Caller) {
  const profile = (await loadUserProfiles(db, [caller.userProfileId])).get(caller.userProfileId);
  if (!profile) throw new HttpProblem(404, dangerBody(USER_PROFILE_NOT_FOUND_MESSAGE));
  return profile;
}

/** SPEC §7.6 PUT /user/update/: the profile and the login identity's names together. */
export async function updateUser(
  db: Database,
  caller: Caller,
  update: UpdateUserRequest,
): Promise<UpdateUserResponse> {
  await db.transaction(async (tx) => {
    await tx
      .update(userProfiles)
      .set({
        title: update.title,
        firstName: update.firstName,
        lastName: update.lastName,
        dob: update.dob,
        clinicianDescription: update.clinicianDescription,
      })
      .where(eq(userProfiles.id, caller.userProfileId));
    await tx
      .update(users)
      .set({ firstName: update.firstName, lastName: update.lastName })
      .where(eq(users.id, caller.userId));
  });
  return { ...successBody(PROFILE_UPDATE_SUCCESS_MESSAGE), userProfile: await loadOwnProfile(db, caller) };
}

/** SPEC §7.6 PUT /user/referral-contacts-update/ (SPEC §5: main e-mail kept, empties and duplicates ignored). */
export async function updateReferralContacts(
  db: Database,
  caller: Caller,
  contacts: readonly ContactInput[],
): Promise<ReferralContactsUpdateResponse> {
  if (caller.isDelegate) throw forbidden(DELEGATE_CONTACTS_MESSAGE);
  await db.transaction((tx) => replaceReferralContacts(tx, caller.userProfileId, caller.email, contacts));
  const profile = await loadOwnProfile(db, caller);
  return {
    ...successBody(PROFILE_MESSAGES.contactsUpdated),
    appointmentsContacts: profile.appointmentsContact,
  };
}

/** SPEC §7.6 PUT /user/notifications/update/: one flag of the caller's own settings. */
export async function updateNotificationSetting(
  db: Database,
  caller: Caller,
  { userProfileId, field, value }: NotificationUpdateRequest,
): Promise<NotificationUpdateResponse> {
  assertOwnProfile(caller, userProfileId);
  if (caller.isDelegate) throw forbidden(PROFILE_MESSAGES.delegateHasNoSettings);
  await db
    .insert(notificationSettings)
    .values({ userProfileId, [field]: value })
    .onConflictDoUpdate({
      target: notificationSettings.userProfileId,
      set: { [field]: value, updatedOn: sql`now()` },
    });
  const settings = await loadNotificationSettings(db, userProfileId);
  if (!settings) throw new Error('notification settings vanished after an upsert');
  return { ...successBody(PROFILE_MESSAGES.notificationsUpdated), notificationSettings: settings };
}

/**
 * SPEC §7.6 DELETE /user/deactivate-account/{userProfileId}/: one's own account only. The data is
 * kept; every session ends and the login query refuses deactivated users from now on.
 */
export async function deactivateOwnAccount(
  db: Database,
  caller: Caller,
  userProfileId: number,
): Promise<MessageResponse> {
  assertOwnProfile(caller, userProfileId);
  await db.transaction(async (tx) => {
    await tx.update(userProfiles).set({ isDeactivated: true }).where(eq(userProfiles.id, userProfileId));
    await revokeUserTokens(tx, caller.userId);
  });
  return successBody(DEACTIVATE_SUCCESS_MESSAGE);
}
