import type {
  Address,
  ClinicianContact,
  ClinicianRoleProfile,
  Clinic,
  InsuranceAgreement,
  SlimUserProfile,
  UserProfile,
} from '@refnet/contracts/accounts';
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inIds, inIdsPlaceholder } from '../../db/in-ids.js';
import { jsonObjectOf } from '../../db/json-object.js';
import { preparedOnce } from '../../db/prepared-once.js';
import {
  addresses,
  clinicianContacts,
  clinicianRoleProfiles,
  clinics,
  crpInsuranceAgreements,
  insuranceAgreements,
  jobRoles,
  userProfileJobRoles,
  userProfiles,
  users,
} from '../../db/schema.js';

/**
 * Batch readers for profiles and clinician role profiles: each takes many ids and runs a fixed
 * number of queries, so composing answers never turns into one query per row.
 */

const iso = (value: Date) => value.toISOString();

/** The `user` object (SPEC §3, keys as the API gives them) read with each profile. */
const USER_OBJECT = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  is_staff: users.isStaff,
};

/** Each profile's job roles, by job-role id, in one statement. */
export async function loadJobRolesOf(db: Database, userProfileIds: readonly number[]) {
  const roles = await jobRolesOfProfileIds(db).execute({ ids: [...userProfileIds] });
  return groupBy(roles, (row) => row.userProfileId);
}

/**
 * The job roles of the profile in `userProfileId`'s row, as loadJobRolesOf gives them, as one JSON column of
 * the query that reads the profile: a reader of few profiles saves a statement.
 */
export const jobRolesJsonOf = (userProfileId: AnyColumn) =>
  sql<
    (typeof jobRoles.$inferSelect)[]
  >`coalesce((select json_agg(${jsonObjectOf(jobRoles)} order by ${jobRoles.id})
    from ${userProfileJobRoles} join ${jobRoles} on ${jobRoles.id} = ${userProfileJobRoles.jobRoleId}
    where ${userProfileJobRoles.userProfileId} = ${userProfileId}), '[]'::json)`;

const jobRolesOfProfileIds = preparedOnce((db) =>
  db
    .select({ userProfileId: userProfileJobRoles.userProfileId, jobRole: jobRoles })
    .from(userProfileJobRoles)
    .innerJoin(jobRoles, eq(jobRoles.id, userProfileJobRoles.jobRoleId))
    .where(inIdsPlaceholder(userProfileJobRoles.userProfileId))
    .orderBy(asc(userProfileJobRoles.jobRoleId))
    .prepare('refnet_job_roles_of_profile_ids'),
);

async function loadContactsOf(db: Database, userProfileIds: readonly number[]) {
  const rows = await db
    .select()
    .from(clinicianContacts)
    .where(inIds(clinicianContacts.userProfileId, userProfileIds))
    .orderBy(desc(clinicianContacts.isMain), asc(clinicianContacts.id))
    .prepare('refnet_contacts_by_profile_ids')
    .execute();
  return groupBy(rows, (row) => row.userProfileId);
}

/**
 * Full profiles (SPEC §3 UserProfile) by user-profile id, in three statements: the profiles with their
 * users, the job roles, the contacts. On the 1M-referral benchmark database, 300 scattered ids join users by
 * its primary key (a nested loop) and the 71 job roles by hash: no whole-table read.
 */
export async function loadUserProfiles(
  db: Database,
  userProfileIds: readonly number[],
): Promise<Map<number, UserProfile>> {
  const ids = [...new Set(userProfileIds)];
  const result = new Map<number, UserProfile>();
  if (ids.length === 0) return result;

  const profileRows = await db
    .select({ profile: userProfiles, user: USER_OBJECT })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(inIds(userProfiles.id, ids))
    .prepare('refnet_user_profiles_with_users_by_ids')
    .execute();
  const rolesOf = await loadJobRolesOf(db, ids);
  const contactsOf = await loadContactsOf(db, ids);
  for (const { profile, user } of profileRows) {
    result.set(profile.id, {
      id: profile.id,
      user,
      jobRole: (rolesOf.get(profile.id) ?? []).map((row) => row.jobRole),
      appointmentsContact: (contactsOf.get(profile.id) ?? []).map((row): ClinicianContact => ({
        id: row.id,
        type: row.type === 'phoneNumber' ? 'phoneNumber' : 'email',
        email: row.email,
        phoneNumber: row.phoneNumber,
        isMain: row.isMain,
      })),
      title: profile.title,
      firstName: profile.firstName,
      lastName: profile.lastName,
      dob: profile.dob,
      profilePicture: profile.profilePicture,
      isPatient: profile.isPatient,
      clinicianDescription: profile.clinicianDescription,
      registrationNumber: profile.registrationNumber,
      isVerified: profile.isVerified,
      isDeactivated: profile.isDeactivated,
      accountCreatedOn: iso(profile.accountCreatedOn),
      isFavourite: false,
    });
  }
  return result;
}

/** A slim profile's own columns (SPEC §3 SlimUserProfile without its job roles), for a select that joins it. */
export const SLIM_PROFILE_COLUMNS = {
  id: userProfiles.id,
  title: userProfiles.title,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  profilePicture: userProfiles.profilePicture,
  isVerified: userProfiles.isVerified,
};

export const toSlimProfile = (profile: UserProfile): SlimUserProfile => ({
  id: profile.id,
  title: profile.title,
  firstName: profile.firstName,
  lastName: profile.lastName,
  profilePicture: profile.profilePicture,
  jobRole: profile.jobRole,
  isVerified: profile.isVerified,
});

export const isDoctor = (profile: Pick<UserProfile, 'jobRole'>) =>
  profile.jobRole.some((role) => role.isDoctor);

const clinicColumns = {
  clinic: { id: clinics.id, clinicName: clinics.clinicName, centreName: clinics.centreName },
  address: addresses,
};

type ClinicRow = { clinic: Omit<Clinic, 'address'>; address: typeof addresses.$inferSelect };

/** An address row as SPEC §3 Address (clinics, patients). */
export const toAddress = (address: typeof addresses.$inferSelect): Address => ({
  id: address.id,
  addressType: address.addressType,
  firstLine: address.firstLine,
  city: address.city,
  postcode: address.postcode,
  latitude: address.latitude,
  longitude: address.longitude,
});

const toClinic = ({ clinic, address }: ClinicRow): Clinic => ({ ...clinic, address: toAddress(address) });

export interface CrpFilter {
  userProfileIds: readonly number[];
  /** Leave out deactivated profiles (removed ones are always left out). */
  activeOnly?: boolean;
}

/**
 * The clinician role profiles of these users, ordered by id, with clinic, address and insurers.
 * `profiles` must hold every owner (see loadUserProfiles). Two queries.
 */
export async function loadClinicianRoleProfiles(
  db: Database,
  filter: CrpFilter,
  profiles: ReadonlyMap<number, UserProfile>,
): Promise<ClinicianRoleProfile[]> {
  if (filter.userProfileIds.length === 0) return [];
  const conditions: SQL[] = [
    inIds(clinicianRoleProfiles.userProfileId, [...new Set(filter.userProfileIds)]),
    eq(clinicianRoleProfiles.isRemoved, false),
  ];
  if (filter.activeOnly) conditions.push(eq(clinicianRoleProfiles.isDeactivated, false));
  const rows = await db
    .select({ crp: clinicianRoleProfiles, ...clinicColumns })
    .from(clinicianRoleProfiles)
    .innerJoin(clinics, eq(clinics.id, clinicianRoleProfiles.clinicId))
    .innerJoin(addresses, eq(addresses.id, clinics.addressId))
    .where(and(...conditions))
    .orderBy(asc(clinicianRoleProfiles.id));
  if (rows.length === 0) return [];

  const agreements = await db
    .select({ crpId: crpInsuranceAgreements.crpId, agreement: insuranceAgreements })
    .from(crpInsuranceAgreements)
    .innerJoin(insuranceAgreements, eq(insuranceAgreements.id, crpInsuranceAgreements.insuranceAgreementId))
    .where(
      inIds(
        crpInsuranceAgreements.crpId,
        rows.map((row) => row.crp.id),
      ),
    )
    .orderBy(asc(insuranceAgreements.provider), asc(insuranceAgreements.id));
  const agreementsOf = groupBy(agreements, (row) => row.crpId);

  return rows.flatMap(({ crp, clinic, address }) => {
    const owner = profiles.get(crp.userProfileId);
    if (!owner) return [];
    return [
      {
        id: crp.id,
        userProfile: toSlimProfile(owner),
        clinic: toClinic({ clinic, address }),
        insuranceAgreements: (agreementsOf.get(crp.id) ?? []).map((row): InsuranceAgreement => row.agreement),
        isDoctor: isDoctor(owner),
        isDeactivated: crp.isDeactivated,
        accountCreatedOn: iso(crp.accountCreatedOn),
      },
    ];
  });
}

/** Profiles and their clinician role profiles together (seven queries). */
export async function loadProfilesWithCrps(
  db: Database,
  userProfileIds: readonly number[],
  activeOnly = false,
) {
  const profiles = await loadUserProfiles(db, userProfileIds);
  const crps = await loadClinicianRoleProfiles(db, { userProfileIds, activeOnly }, profiles);
  return { profiles, crps };
}

/** Clinics (with addresses) by a condition on clinics/crps/profiles; distinct, ordered by id. */
export async function loadClinics(db: Database, where: SQL | undefined): Promise<Clinic[]> {
  const rows = await db
    .selectDistinct(clinicColumns)
    .from(clinicianRoleProfiles)
    .innerJoin(clinics, eq(clinics.id, clinicianRoleProfiles.clinicId))
    .innerJoin(addresses, eq(addresses.id, clinics.addressId))
    .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(where)
    .orderBy(asc(clinics.id));
  return rows.map(toClinic);
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
