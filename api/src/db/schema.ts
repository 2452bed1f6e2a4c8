// Tables are created unqualified so one database can hold several schemas (DATABASE_SCHEMA);
// keep this file free of relative imports: drizzle-kit loads it on its own.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const createdNow = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull().unique(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    isStaff: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    lastLogin: timestamp({ withTimezone: true }),
    dateJoined: createdNow(),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

/** SPEC §3 UserProfile: the clinical identity next to the login identity. */
export const userProfiles = pgTable('user_profiles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text().notNull().default(''),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  dob: date({ mode: 'string' }),
  profilePicture: text().notNull().default(''),
  isPatient: boolean().notNull().default(false),
  clinicianDescription: text().notNull().default(''),
  registrationNumber: text().notNull().default(''),
  isVerified: boolean().notNull().default(false),
  isDeactivated: boolean().notNull().default(false),
  accountCreatedOn: createdNow(),
});

export const userGroups = pgTable('user_groups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] }), index().on(table.groupId)],
);

/** SPEC §3 JobRole: each row is a leaf of role → specialty → sub-specialty and carries the id. */
export const jobRoles = pgTable(
  'job_roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobRole: text().notNull(),
    specialty: text(),
    subSpecialty: text(),
    registrationBody: text().notNull(),
    jobTitle: text().notNull(),
    isVerified: boolean().notNull().default(true),
    isDoctor: boolean().notNull().default(false),
  },
  (table) => [unique().on(table.jobRole, table.specialty, table.subSpecialty).nullsNotDistinct()],
);

export const userProfileJobRoles = pgTable(
  'user_profile_job_roles',
  {
    userProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    jobRoleId: integer()
      .notNull()
      .references(() => jobRoles.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.userProfileId, table.jobRoleId] }), index().on(table.jobRoleId)],
);

/** SPEC §3 InsuranceAgreement. Self-payer (0 on the wire) is deliberately not a row. */
export const insuranceAgreements = pgTable(
  'insurance_agreements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    policyName: text().notNull().default('Standard'),
    provider: text().notNull(),
    verified: boolean().notNull().default(false),
  },
  (table) => [unique().on(table.provider, table.policyName)],
);

/** Opaque session tokens; only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: createdNow(),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Failed logins per submitted username (existing or not, so a lockout never reveals whether an
 * account exists). Kept in the database so every API instance sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    ipAddress: text().notNull().default(''),
    attemptedAt: createdNow(),
  },
  (table) => [index().on(table.username, table.attemptedAt)],
);

/**
 * Postcode centroids for geocoding without an outside service: normalised upper case with one
 * space (e.g. "SW1A 1AA"). Seeded from a small sample; `npm run postcodes:import` loads the ONS file.
 */
export const postcodes = pgTable(
  'postcodes',
  {
    postcode: text().primaryKey(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
  },
  (table) => [
    check('postcodes_normalised', sql`${table.postcode} ~ '^[A-Z0-9]{2,4} [0-9][A-Z]{2}$'`),
    check('postcodes_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('postcodes_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);
