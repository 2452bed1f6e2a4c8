import type { UserGroup } from '@refnet/contracts';
import type { ClinicianCard, ClinicianListRequest } from '@refnet/contracts/clinicians';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  clinicianRoleProfiles,
  crpInsuranceAgreements,
  insuranceAgreements,
  jobRoles,
  userGroupMembers,
  userProfiles,
  users,
} from '../../src/db/schema.js';
import { addUserToGroups } from '../../src/modules/accounts/queries.js';
import type { TestUser } from './clinicians.js';

export const STAFF = { email: 'staff@refnet.example', password: 'RefNet-demo-2026!' } as const;

/** SW1A 1AA in the seeded sample: the spec's default map centre. */
export const BUCKINGHAM_PALACE = { lat: 51.501009, lng: -0.141588 } as const;

/** A search from Buckingham Palace with no filters, and these changes. */
export const searchFrom = (overrides: Partial<ClinicianListRequest> = {}): ClinicianListRequest => ({
  ...BUCKINGHAM_PALACE,
  roleId: 0,
  insuranceProviderId: 0,
  jobRoleSelected: '',
  jobSpecialtySelected: '',
  ...overrides,
});

/** A verified insurer no demo clinician accepts, so a search filtered by it sees only the test's clinicians. */
export async function createTestInsurer(db: Database, provider: string): Promise<number> {
  const [row] = await db
    .insert(insuranceAgreements)
    .values({ provider, policyName: 'Standard', verified: true })
    .returning({ id: insuranceAgreements.id });
  return row!.id;
}

/** The user's role profiles, by id. */
export const crpIdsOf = async (db: Database, user: TestUser): Promise<number[]> =>
  (
    await db
      .select({ id: clinicianRoleProfiles.id })
      .from(clinicianRoleProfiles)
      .where(eq(clinicianRoleProfiles.userProfileId, user.userProfileId))
      .orderBy(asc(clinicianRoleProfiles.id))
  ).map((row) => row.id);

/** Every role profile of the user accepts the insurer. */
export async function acceptInsurer(db: Database, user: TestUser, insuranceAgreementId: number) {
  const crpIds = await crpIdsOf(db, user);
  await db.insert(crpInsuranceAgreements).values(crpIds.map((crpId) => ({ crpId, insuranceAgreementId })));
}

/** A role profile for `user` at `owner`'s first clinic (two clinicians on one marker). */
export async function shareClinic(db: Database, owner: TestUser, user: TestUser): Promise<number> {
  const [first] = await db
    .select({ clinicId: clinicianRoleProfiles.clinicId })
    .from(clinicianRoleProfiles)
    .where(eq(clinicianRoleProfiles.userProfileId, owner.userProfileId))
    .orderBy(asc(clinicianRoleProfiles.id))
    .limit(1);
  const [crp] = await db
    .insert(clinicianRoleProfiles)
    .values({ userProfileId: user.userProfileId, clinicId: first!.clinicId })
    .returning({ id: clinicianRoleProfiles.id });
  return crp!.id;
}

export const setProfileFlags = (
  db: Database,
  user: TestUser,
  flags: { isVerified?: boolean; isDeactivated?: boolean },
) => db.update(userProfiles).set(flags).where(eq(userProfiles.id, user.userProfileId));

export const setUserActive = (db: Database, user: TestUser, isActive: boolean) =>
  db.update(users).set({ isActive }).where(eq(users.id, user.userId));

export const setCrpFlags = (
  db: Database,
  crpId: number,
  flags: { isDeactivated?: boolean; isRemoved?: boolean },
) => db.update(clinicianRoleProfiles).set(flags).where(eq(clinicianRoleProfiles.id, crpId));

/** The user leaves every group for `group`, keeping their profile, job roles and role profiles. */
export async function moveToGroup(db: Database, user: TestUser, group: UserGroup) {
  await db.delete(userGroupMembers).where(eq(userGroupMembers.userId, user.userId));
  await addUserToGroups(db, user.userId, [group]);
}

export const jobRoleIdByTitle = async (db: Database, jobTitle: string): Promise<number> =>
  (await db.select({ id: jobRoles.id }).from(jobRoles).where(eq(jobRoles.jobTitle, jobTitle)).limit(1))[0]!
    .id;

/** The user-profile ids of the cards, in order. */
export const ownersOf = (cards: readonly ClinicianCard[]) => cards.map((card) => card.userProfile.id);

/** The cards of these users only, in the answer's order (demo clinicians are left aside). */
export const cardsOf = (cards: readonly ClinicianCard[], users: readonly TestUser[]) => {
  const ids = new Set(users.map((user) => user.userProfileId));
  return cards.filter((card) => ids.has(card.userProfile.id));
};

/** The keys other clinicians see of a profile: no `user` object, username, date of birth or staff flag. */
export const PUBLIC_PROFILE_KEYS = [
  'appointmentsContact',
  'clinicianDescription',
  'firstName',
  'id',
  'isFavourite',
  'isVerified',
  'jobRole',
  'lastName',
  'profilePicture',
  'registrationNumber',
  'title',
];
