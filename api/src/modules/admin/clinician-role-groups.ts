import type {
  AdminClinicianRoleProfile,
  AdminClinicianRoleProfilesResponse,
  AdminDelegate,
  AdminPerson,
  AdminStaffMember,
} from '@refnet/contracts/admin';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import {
  addresses,
  clinicianRoleProfiles,
  clinics,
  delegateUserLinks,
  userProfiles,
  users,
} from '../../db/schema.js';
import { loadJobRolesOf, toAddress } from '../profile/profile-reads.js';
import { inUserGroups, isStaffAccount } from './admin-users.js';
import { afterId, byId, paged, type AdminGroup, type Page } from './keyset.js';

/** An AdminPerson: the user profile id, the name and the e-mail address. */
const personColumns = {
  id: userProfiles.id,
  title: userProfiles.title,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  email: users.email,
};

/** The Staff tab: staff accounts in profile id order; Site Admin is a Full Admin. One query. */
const staffGroup: AdminGroup<AdminStaffMember> = {
  read: async (db, page) =>
    byId(
      await paged(
        db
          .select({ ...personColumns, isFullAdmin: inUserGroups(['Full Admin']).mapWith(Boolean) })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(and(isStaffAccount(), afterId(userProfiles.id, page)))
          .orderBy(asc(userProfiles.id))
          .$dynamic(),
        page,
      ),
    ),
};

/**
 * Clinician role profiles matching `where` (never removed ones: their owner took them away), in crp id
 * order, with the clinician's job roles and registration: three queries.
 */
async function readRoleProfiles(
  db: Database,
  where: SQL | undefined,
  page: Page<number> | undefined,
): Promise<AdminClinicianRoleProfile[]> {
  const rows = await paged(
    db
      .select({
        crp: clinicianRoleProfiles,
        person: personColumns,
        clinic: { id: clinics.id, clinicName: clinics.clinicName, centreName: clinics.centreName },
        address: addresses,
        registrationNumber: userProfiles.registrationNumber,
        isVerified: userProfiles.isVerified,
        profileDeactivated: userProfiles.isDeactivated,
      })
      .from(clinicianRoleProfiles)
      .innerJoin(userProfiles, eq(userProfiles.id, clinicianRoleProfiles.userProfileId))
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(clinics, eq(clinics.id, clinicianRoleProfiles.clinicId))
      .innerJoin(addresses, eq(addresses.id, clinics.addressId))
      .where(and(eq(clinicianRoleProfiles.isRemoved, false), where, afterId(clinicianRoleProfiles.id, page)))
      .orderBy(asc(clinicianRoleProfiles.id))
      .$dynamic(),
    page,
  );
  const rolesOf = await loadJobRolesOf(
    db,
    rows.map((row) => row.person.id),
  );
  return rows.map((row) => ({
    id: row.crp.id,
    userProfile: row.person,
    jobRole: (rolesOf.get(row.person.id) ?? []).map(({ jobRole }) => jobRole),
    clinic: { ...row.clinic, address: toAddress(row.address) },
    registrationNumber: row.registrationNumber,
    isVerified: row.isVerified,
    isDeactivated: row.crp.isDeactivated || row.profileDeactivated,
    accountCreatedOn: row.crp.accountCreatedOn.toISOString(),
  }));
}

const roleProfileGroup = (where: SQL | undefined): AdminGroup<AdminClinicianRoleProfile> => ({
  read: async (db, page) => byId(await readRoleProfiles(db, where, page)),
});

const active = and(eq(clinicianRoleProfiles.isDeactivated, false), eq(userProfiles.isDeactivated, false));

const clinicianProfile = alias(userProfiles, 'clinician_profile');
const clinicianUser = alias(users, 'clinician_user');

/**
 * The Delegates tab: every delegate account in profile id order, whom they act for, and whether their
 * link is active (registered and not deactivated). One query.
 */
const delegateGroup: AdminGroup<AdminDelegate> = {
  async read(db, page) {
    const rows = await paged(
      db
        .select({
          delegate: personColumns,
          clinician: {
            id: clinicianProfile.id,
            title: clinicianProfile.title,
            firstName: clinicianProfile.firstName,
            lastName: clinicianProfile.lastName,
            email: clinicianUser.email,
          },
          hasRegistered: delegateUserLinks.hasRegistered,
          linkActive: delegateUserLinks.isVerified,
        })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .leftJoin(delegateUserLinks, eq(delegateUserLinks.delegateUserProfileId, userProfiles.id))
        .leftJoin(clinicianProfile, eq(clinicianProfile.id, delegateUserLinks.clinicianUserProfileId))
        .leftJoin(clinicianUser, eq(clinicianUser.id, clinicianProfile.userId))
        .where(and(inUserGroups(['Delegate']), afterId(userProfiles.id, page)))
        .orderBy(asc(userProfiles.id))
        .$dynamic(),
      page,
    );
    return byId(
      rows.map(({ delegate, clinician, hasRegistered, linkActive }) => ({
        ...delegate,
        clinician: toPerson(clinician),
        isActive: Boolean(hasRegistered && linkActive),
      })),
    );
  },
};

/** A left-joined person: null when the join found no one. */
function toPerson(person: { [Field in keyof AdminPerson]: AdminPerson[Field] | null }): AdminPerson | null {
  const { id, title, firstName, lastName, email } = person;
  if (id === null || title === null || firstName === null || lastName === null || email === null) return null;
  return { id, title, firstName, lastName, email };
}

/** GET /admin/clinician-role-profiles/ groups (see adminClinicianRoleProfilesResponseSchema). */
export const ADMIN_CLINICIAN_ROLE_GROUPS = {
  staff: staffGroup,
  clinicians: roleProfileGroup(and(eq(userProfiles.isVerified, true), active)),
  unverified: roleProfileGroup(and(eq(userProfiles.isVerified, false), active)),
  deactivated: roleProfileGroup(
    or(eq(clinicianRoleProfiles.isDeactivated, true), eq(userProfiles.isDeactivated, true)),
  ),
  delegates: delegateGroup,
} satisfies {
  [Group in keyof AdminClinicianRoleProfilesResponse]: AdminGroup<
    AdminClinicianRoleProfilesResponse[Group][number]
  >;
};
