// Tables are created unqualified so one database can hold several schemas (DATABASE_SCHEMA);
// keep this file free of relative imports: drizzle-kit loads it on its own.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  bigint,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
 * Personal API tokens (issue 21): a system acting as the clinician (or delegate) who made the token, sent as
 * `Authorization: Bearer rn_pat_…`. Only the SHA-256 of the token is stored, with its first characters to
 * recognise it by. A name is unique among the user's tokens not revoked.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull().unique(),
    displayPrefix: text().notNull(),
    createdAt: createdNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('api_tokens_user_name_unrevoked_index')
      .on(table.userId, table.name)
      .where(sql`${table.revokedAt} is null`),
    // The owner's list, newest first.
    index().on(table.userId, table.id),
    // The staff list of tokens not revoked, newest first (the expired ones are filtered on the way).
    index('api_tokens_unrevoked_id_index')
      .on(table.id)
      .where(sql`${table.revokedAt} is null`),
    // ON DELETE SET NULL of revoked_by_user_id finds its rows by this.
    index().on(table.revokedByUserId),
    check(
      'api_tokens_name',
      sql`${table.name} = btrim(${table.name}) and char_length(${table.name}) between 1 and 60`,
    ),
  ],
);

/**
 * The audit trail of API token uses: one row per request a token made, with the token's name as it was and
 * the route's pattern (never the URL, which may carry ids and search text). Deleting a token (its user's
 * deletion) deletes its uses.
 */
export const apiTokenUses = pgTable(
  'api_token_uses',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenId: integer()
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    tokenName: text().notNull(),
    /** The token's owner, as a plain column: the token's own cascade removes the row. */
    userId: integer().notNull(),
    method: text().notNull(),
    route: text().notNull(),
    statusCode: integer().notNull(),
    at: createdNow(),
  },
  (table) => [index().on(table.tokenId, table.at)],
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
 * A user's TOTP second factor (issue 22, RFC 6238). The secret must be usable by the server, so it is kept
 * encrypted (AES-256-GCM, key from SECOND_FACTOR_KEY), never in the clear. Unconfirmed (confirmedAt null)
 * until a first code is accepted. lastUsedStep is the last accepted 30-second step: a code for a step not
 * after it is refused, so a code cannot be replayed.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedSecret: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: createdNow(),
});

/** One-time recovery codes of a second factor: only a keyed hash is stored; usedAt marks a spent code. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdNow(),
  },
  (table) => [uniqueIndex().on(table.userId, table.codeHash)],
);

/**
 * The step between a correct password and a session: a short-lived, single-use token (only its SHA-256 is
 * stored) that lets the client send a code ('verify') or enrol a first second factor ('enrol').
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    purpose: text().$type<'verify' | 'enrol'>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdNow(),
  },
  (table) => [
    index().on(table.userId),
    index().on(table.expiresAt),
    check('second_factor_challenges_purpose', sql`${table.purpose} in ('verify', 'enrol')`),
  ],
);

/**
 * Requests counted by a per-IP limit (route and client address in `key`) in the window ending at
 * `windowEndsAt`, so every API instance counts together; used when no REDIS_URL is set.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.windowEndsAt)],
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

/**
 * Bytes stored in the database (profile pictures): a database keeps them with the rest of the
 * record, backed up and replicated together, and no shared disk is needed behind a load balancer.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** SPEC §3 Address (clinic addresses now, patient addresses later). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    addressType: text().notNull(),
    firstLine: text().notNull().default(''),
    city: text().notNull().default(''),
    postcode: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (table) => [
    // Clinician search walks this GiST index nearest first (cube's <-> on ll_to_earth): no full scan.
    index('addresses_clinic_earth_idx')
      .using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`)
      .where(
        sql`${table.addressType} = 'clinic' and ${table.latitude} is not null and ${table.longitude} is not null`,
      ),
  ],
);

/** SPEC §3 ClinicCenter: clinicName is the room, centreName the hospital or practice. */
export const clinics = pgTable(
  'clinics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    clinicName: text().notNull().default(''),
    centreName: text().notNull(),
  },
  (table) => [index().on(table.addressId)],
);

/** SPEC §3 ClinicianRoleProfile (crp): a clinician at one clinic, with the insurers accepted there. */
export const clinicianRoleProfiles = pgTable(
  'clinician_role_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    clinicId: integer()
      .notNull()
      .references(() => clinics.id, { onDelete: 'restrict' }),
    isDeactivated: boolean().notNull().default(false),
    /** Removed by its owner: kept for referrals that name it, never shown again. */
    isRemoved: boolean().notNull().default(false),
    accountCreatedOn: createdNow(),
  },
  (table) => [index().on(table.userProfileId), index().on(table.clinicId)],
);

export const crpInsuranceAgreements = pgTable(
  'crp_insurance_agreements',
  {
    crpId: integer()
      .notNull()
      .references(() => clinicianRoleProfiles.id, { onDelete: 'cascade' }),
    insuranceAgreementId: integer()
      .notNull()
      .references(() => insuranceAgreements.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.crpId, table.insuranceAgreementId] }),
    index().on(table.insuranceAgreementId),
  ],
);

/** SPEC §3 ClinicianContact: referral contacts; the main e-mail is the user's own address. */
export const clinicianContacts = pgTable(
  'clinician_contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    email: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    isMain: boolean().notNull().default(false),
  },
  (table) => [
    index().on(table.userProfileId),
    check('clinician_contacts_type', sql`${table.type} in ('email', 'phoneNumber')`),
  ],
);

/** SPEC §3 NotificationSettings: which e-mails a clinician wants. */
export const notificationSettings = pgTable('notification_settings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userProfileId: integer()
    .notNull()
    .unique()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  createdOn: createdNow(),
  updatedOn: createdNow(),
  userCreatedReferral: boolean().notNull().default(true),
  userReceivedReferral: boolean().notNull().default(true),
  targetHasToggledReferral: boolean().notNull().default(true),
  userHasToggledReferral: boolean().notNull().default(true),
  newOpenReferral: boolean().notNull().default(true),
  /** A message or attachment from the other side of a referral (issue 22). */
  referralMessage: boolean().notNull().default(true),
});

/** SPEC §3 DelegateUserLink: a delegate acting for one clinician. */
export const delegateUserLinks = pgTable(
  'delegate_user_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    delegateUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    clinicianUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    hasRegistered: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    permissionViewReferrals: boolean().notNull().default(true),
    permissionCreateReferrals: boolean().notNull().default(true),
    permissionManageReferrals: boolean().notNull().default(true),
    accountCreatedOn: createdNow(),
  },
  (table) => [
    unique().on(table.delegateUserProfileId, table.clinicianUserProfileId),
    index().on(table.clinicianUserProfileId),
  ],
);

/**
 * E-mailed one-time links (e-mail verification, password reset, delegate invitation). The link
 * carries the row id, the expiry and a random code; only the code's SHA-256 is stored.
 */
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    codeHash: text().notNull().unique(),
    createdAt: createdNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.userId, table.purpose),
    check(
      'one_time_links_purpose',
      sql`${table.purpose} in ('verify-email', 'password-reset', 'delegate-invite')`,
    ),
  ],
);

/** E-mail verification outcome per user: verified, or failed and waiting for the team's review. */
export const emailVerifications = pgTable('email_verifications', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp({ withTimezone: true }),
  failedAt: timestamp({ withTimezone: true }),
});

/** Every e-mail RefNet sends; without SMTP_URL this table (and the log) is where they go. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    createdAt: createdNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** Where replies go (the requester of a help request). */
    replyTo: text(),
    /** Sends tried so far (the outbox worker's). */
    attempts: integer().notNull().default(0),
    /** When the worker may take the message (again): its retry backoff, or the lease of a send under way. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the worker gave up on it (after the last retry); staff see it failed. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.recipient, table.createdAt),
    // The worker's queue: messages neither sent nor given up, by age.
    index('outbox_emails_unsent_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/** Help requests, feature suggestions and error reports, kept as well as e-mailed to the team. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    subject: text().notNull().default(''),
    message: text().notNull(),
    createdAt: createdNow(),
  },
  (table) => [check('support_requests_kind', sql`${table.kind} in ('help', 'feature', 'error')`)],
);

/** The current profile picture of a user profile (PNG or JPEG, checked by content). */
export const profilePictures = pgTable('profile_pictures', {
  userProfileId: integer()
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  /** Random, in the picture's URL: a new upload gets a new URL, so it can be cached forever. */
  publicKey: text().notNull().unique(),
  contentType: text().notNull(),
  data: bytea().notNull(),
  updatedAt: createdNow(),
});

/**
 * SPEC §3 Patient: a record kept by one clinician (createdBy; a delegate writes it in their clinician's
 * name and is remembered as enteredBy). Never erased: a removed patient is patientActive false so
 * the referrals that name it keep their history.
 */
export const patients = pgTable(
  'patients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    createdByUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    enteredByUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'restrict' }),
    insuranceAgreementId: integer().references(() => insuranceAgreements.id, { onDelete: 'restrict' }),
    isSelfPayer: boolean().notNull(),
    title: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    patientReference: text().notNull().default(''),
    sex: text().notNull(),
    dob: date({ mode: 'string' }).notNull(),
    primaryEmail: text().notNull(),
    primaryPhoneNumber: text().notNull(),
    detailsInImage: boolean().notNull().default(false),
    detailsImage: text().notNull().default(''),
    patientActive: boolean().notNull().default(true),
    /**
     * Its keeper has sent a referral of it that is not cancelled: their "Referred" group, else "Added".
     * Set in the transaction that creates or cancels such a referral (patients/referred-by-owner.ts).
     */
    referredByOwner: boolean().notNull().default(false),
    consentGiven: boolean().notNull(),
    consentGivenOn: timestamp({ withTimezone: true }),
    createdOn: createdNow(),
    updatedOn: createdNow(),
  },
  (table) => [
    index().on(table.createdByUserProfileId, table.createdOn),
    // The staff list and download: every patient, newest first, read a page at a time.
    index().on(table.createdOn, table.id),
    // The keeper's Added and Referred groups: a page, newest or oldest first, and their counts.
    index('patients_owned_list_idx')
      .on(table.createdByUserProfileId, table.referredByOwner, table.createdOn, table.id)
      .where(sql`${table.patientActive}`),
    check('patients_sex', sql`${table.sex} in ('Male', 'Female', 'Other', 'Unknown')`),
    check(
      'patients_insurance_or_self_payer',
      sql`${table.isSelfPayer} = (${table.insuranceAgreementId} is null)`,
    ),
  ],
);

/**
 * SPEC §3 Referral. status is the one source of truth (targetHasAccepted, completed and hasDna are
 * derived from it). A cancelled referral is kept as CANCELLED, not deleted. An open referral has no
 * target until a clinician with its job role accepts it.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    referrerCrpId: integer()
      .notNull()
      .references(() => clinicianRoleProfiles.id, { onDelete: 'restrict' }),
    /** Who pressed send: the clinician or a delegate acting for them. */
    sentByUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    jobRoleId: integer()
      .notNull()
      .references(() => jobRoles.id, { onDelete: 'restrict' }),
    specifiedClinician: boolean().notNull(),
    targetCrpId: integer().references(() => clinicianRoleProfiles.id, { onDelete: 'restrict' }),
    mainDescription: text().notNull(),
    history: text().notNull(),
    status: text().notNull(),
    isPrivateView: boolean().notNull().default(false),
    createdOn: createdNow(),
    acceptedOn: timestamp({ withTimezone: true }),
    completedOn: timestamp({ withTimezone: true }),
    dnaOn: timestamp({ withTimezone: true }),
    rejectedOn: timestamp({ withTimezone: true }),
    cancelledOn: timestamp({ withTimezone: true }),
    updatedOn: createdNow(),
    /** The sender's key for one Send: a repeated create with the same key returns this referral. */
    idempotencyKey: text(),
    /**
     * False once its patient is removed (in the same transaction): the lists and their counts leave such
     * referrals out through their partial indexes, without reading the patients.
     */
    patientListed: boolean().notNull().default(true),
  },
  (table) => [
    index().on(table.patientId),
    unique('referrals_sender_idempotency_key').on(table.sentByUserProfileId, table.idempotencyKey),
    // The staff lists and downloads: one status, newest first, read a page at a time.
    index().on(table.status, table.createdOn, table.id),
    // One role profile's referrals by status, with the other end and the patient in the index itself: the
    // dashboard's counts and its most-referred clinicians read no table row (a busy GP's 4,000 referrals:
    // 44 → 17 ms, the counts 6 → 1.4 ms).
    index('referrals_made_tally_idx').on(
      table.referrerCrpId,
      table.status,
      table.targetCrpId,
      table.patientId,
    ),
    index('referrals_received_tally_idx').on(
      table.targetCrpId,
      table.status,
      table.referrerCrpId,
      table.patientId,
    ),
    index().on(table.jobRoleId, table.status),
    // The received and made lists: one page of one role profile's status, newest or oldest first, and
    // the groups' counts from the index alone.
    index('referrals_received_list_idx')
      .on(table.targetCrpId, table.status, table.createdOn, table.id)
      .where(sql`${table.patientListed}`),
    index('referrals_made_list_idx')
      .on(table.referrerCrpId, table.status, table.createdOn, table.id)
      .where(sql`${table.patientListed}`),
    // The FHIR ServiceRequest search (modules/fhir/service-request-search.ts): one role profile's sent or
    // received referrals in id order, with every column its filters read, so a page reads no table row
    // and costs at most the clinician's own referrals, whatever the filters (1M referrals, the busiest GP:
    // 2–4 ms where the primary key's walk took up to 1 s for an old _lastUpdated).
    index('referrals_made_search_idx')
      .on(table.referrerCrpId, table.id, table.status, table.updatedOn, table.targetCrpId)
      .where(sql`${table.patientListed}`),
    index('referrals_received_search_idx')
      .on(table.targetCrpId, table.id, table.status, table.updatedOn, table.referrerCrpId)
      .where(sql`${table.patientListed}`),
    // Open referrals by job role; the sender is in the index so "not sent by me" is checked there too.
    index('referrals_open_list_idx')
      .on(table.jobRoleId, table.createdOn, table.id, table.referrerCrpId)
      .where(sql`${table.status} = 'OPEN'`),
    check(
      'referrals_status',
      sql`${table.status} in ('OPEN', 'PENDING', 'ACCEPTED', 'REJECTED', 'BOOKED', 'DNA', 'CANCELLED')`,
    ),
    // OPEN has no target yet; a cancelled open referral never got one; every other status has its target.
    check(
      'referrals_target_by_status',
      sql`case ${table.status} when 'OPEN' then ${table.targetCrpId} is null when 'CANCELLED' then true else ${table.targetCrpId} is not null end`,
    ),
    check(
      'referrals_specified_has_target',
      sql`not ${table.specifiedClinician} or ${table.targetCrpId} is not null`,
    ),
  ],
);

/**
 * An open referral's notice to the clinicians holding its job role, written with the referral (one row,
 * whatever the number of holders). The holders are not e-mailed per referral: the open-referral digest
 * (referrals/open-referral-digest.ts) e-mails each of them once per window with the number of new open
 * referrals for their role, and marks the notices it counted done in the same transaction.
 */
export const openReferralNotices = pgTable(
  'open_referral_notices',
  {
    referralId: integer()
      .primaryKey()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    jobRoleId: integer()
      .notNull()
      .references(() => jobRoles.id, { onDelete: 'restrict' }),
    senderUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    /** As the e-mails name them when the referral was sent. */
    referrerName: text().notNull(),
    jobTitle: text().notNull(),
    /** When a digest counted it (or found it claimed or cancelled); null until then. */
    doneAt: timestamp({ withTimezone: true }),
    createdAt: createdNow(),
  },
  (table) => [
    index('open_referral_notices_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * When each job role's holders were last sent an open-referral digest: a role's digest waits until its
 * window has passed since then, whichever API instance sends it, and its row, locked for the digest's
 * transaction, keeps two instances from sending one role's digest at once.
 */
export const openReferralDigests = pgTable('open_referral_digests', {
  jobRoleId: integer()
    .primaryKey()
    .references(() => jobRoles.id, { onDelete: 'restrict' }),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The audit trail of a referral: one row per transition (created, accepted, rejected, cancelled, booked,
 * unbooked, dna, undna), written in the transaction of the change. actor pressed the button;
 * onBehalfOf is the clinician a delegate acted for (null when the clinician acted).
 */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    onBehalfOfUserProfileId: integer().references(() => userProfiles.id, { onDelete: 'restrict' }),
    at: createdNow(),
  },
  (table) => [
    // A list's audit trails in one index-only read (events are only ever added, so the pages stay
    // all-visible): 125 referrals' trails at 1M referrals in about 4 ms instead of 15 ms of heap reads.
    // (The trail's other columns are keys because drizzle-kit writes no INCLUDE.)
    index('referral_events_trail_idx').on(
      table.referralId,
      table.at,
      table.id,
      table.action,
      table.fromStatus,
      table.toStatus,
      table.actorUserProfileId,
      table.onBehalfOfUserProfileId,
    ),
    check(
      'referral_events_action',
      sql`${table.action} in ('created', 'accepted', 'rejected', 'cancelled', 'booked', 'unbooked', 'dna', 'undna')`,
    ),
  ],
);

/** SPEC §3 favouriteClinicians: a clinician keeps other clinicians (by user profile) as favourites. */
export const favouriteClinicians = pgTable(
  'favourite_clinicians',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    favouriteUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    createdOn: createdNow(),
  },
  (table) => [
    unique().on(table.userProfileId, table.favouriteUserProfileId),
    index().on(table.favouriteUserProfileId),
    check('favourite_clinicians_not_self', sql`${table.userProfileId} <> ${table.favouriteUserProfileId}`),
  ],
);

/** SPEC §7.6 invitations sent by users: the record behind the e-mail, and what throttling counts. */
export const clinicianInvitations = pgTable(
  'clinician_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invitedByUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    createdOn: createdNow(),
  },
  (table) => [
    index().on(table.invitedByUserProfileId, table.createdOn),
    index().on(table.email, table.createdOn),
  ],
);

/** What an admin did (SPEC §2.14, §6): every write of the staff pages and every list download. */
export const ADMIN_AUDIT_ACTIONS = [
  'verify-user',
  'unverify-user',
  'verify-insurer',
  'reject-insurer',
  'create-admin',
  'download',
  'register-remote-release',
  'switch-remote-release',
  'revoke-api-token',
  'reset-second-factor',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** The kind of record an admin action was about: targetId is its id (none for a download). */
export const ADMIN_AUDIT_TARGETS = [
  'user-profile',
  'insurance-agreement',
  'list',
  'remote-release',
  'api-token',
  'user',
] as const;
export type AdminAuditTarget = (typeof ADMIN_AUDIT_TARGETS)[number];

/**
 * The admin audit log: who (the staff user), what, on which record, when. Written in the transaction of
 * the write it records, so a change and its row exist together or not at all; a download's row says
 * which list and how many rows left the server.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text().$type<AdminAuditAction>().notNull(),
    targetType: text().$type<AdminAuditTarget>().notNull(),
    targetId: integer(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: createdNow(),
  },
  (table) => [
    index().on(table.at),
    index().on(table.actorUserId, table.at),
    index().on(table.targetType, table.targetId),
    check(
      'admin_audit_events_action',
      sql`${table.action} in ('verify-user', 'unverify-user', 'verify-insurer', 'reject-insurer', 'create-admin', 'download', 'register-remote-release', 'switch-remote-release', 'revoke-api-token', 'reset-second-factor')`,
    ),
    check(
      'admin_audit_events_target_type',
      sql`${table.targetType} in ('user-profile', 'insurance-agreement', 'list', 'remote-release', 'api-token', 'user')`,
    ),
  ],
);

/**
 * Builds of each remote a Full Admin may switch the shell to (issue 18, docs/releases.md). At most one per
 * remote is active; none means the build the server was started with (REMOTE_MF_*_URL or its default).
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    remote: text().notNull(),
    version: text().notNull(),
    manifestUrl: text().notNull(),
    active: boolean().notNull().default(false),
    registeredAt: createdNow(),
  },
  (table) => [
    uniqueIndex().on(table.remote, table.version),
    uniqueIndex('remote_releases_one_active_index')
      .on(table.remote)
      .where(sql`${table.active}`),
    check(
      'remote_releases_remote',
      sql`${table.remote} in ('mf_auth', 'mf_referrals', 'mf_patients', 'mf_clinicians', 'mf_admin')`,
    ),
  ],
);

/**
 * The receiver's patient groups of SPEC §2.10 (pending, accepted, completed; see
 * modules/patients/referral-stages.ts): one row per clinician, group and patient, however many referrals
 * put the patient there, with the patient's creation time to page by. Derived from `referrals` by
 * statement-level triggers in the writing transaction (migration 0012), so the list pages and counts are
 * index ranges instead of a DISTINCT over the clinician's referrals. No foreign keys: a derived table that
 * the triggers alone write, of rows (profiles, patients) that are never deleted.
 */
export const receivedPatients = pgTable(
  'received_patients',
  {
    receiverUserProfileId: integer().notNull(),
    listGroup: text().notNull(),
    patientId: integer().notNull(),
    patientCreatedOn: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.receiverUserProfileId, table.listGroup, table.patientId] }),
    index('received_patients_page_idx').on(
      table.receiverUserProfileId,
      table.listGroup,
      table.patientCreatedOn,
      table.patientId,
    ),
    // The triggers replace a patient's rows: found by patient.
    index('received_patients_patient_idx').on(table.patientId),
    check('received_patients_group', sql`${table.listGroup} in ('pending', 'accepted', 'completed')`),
  ],
);

/**
 * How many referrals are open to each job role: the notification count on every page reads one row per
 * role instead of counting a role's open referrals (6,400 for GPs at 1M referrals). Kept by statement-level
 * triggers on `referrals` in the writing transaction (migration 0014), as increments, so concurrent writers
 * queue on the role's row instead of overwriting each other's counts. No foreign key: a derived table that
 * the triggers alone write.
 */
export const openReferralCounts = pgTable('open_referral_counts', {
  jobRoleId: integer().primaryKey(),
  referrals: integer().notNull(),
});

/**
 * Per clinician and direction ('made': sent from one of their role profiles; 'received': to one of them),
 * the referrals (cancelled ones left out) each counterpart clinician is at the other end of: the analytics
 * ranking reads one clinician's rows instead of grouping their whole history. Kept like open_referral_counts
 * (migration 0015), as increments in counterpart order; rows that fall to 0 stay and are skipped.
 */
export const referralCounterpartTallies = pgTable(
  'referral_counterpart_tallies',
  {
    userProfileId: integer().notNull(),
    direction: text().notNull(),
    counterpartUserProfileId: integer().notNull(),
    referrals: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'referral_counterpart_tallies_pk',
      columns: [table.userProfileId, table.direction, table.counterpartUserProfileId],
    }),
    // The ranking reads the top counts first, and only the rows tied with the last one kept.
    index('referral_counterpart_tallies_ranking_idx').on(
      table.userProfileId,
      table.direction,
      table.referrals.desc(),
    ),
    check('referral_counterpart_tallies_direction', sql`${table.direction} in ('made', 'received')`),
  ],
);

/**
 * Per clinician and direction, the referrals (cancelled ones left out) naming each patient: the analytics
 * totals are the sum and the number of rows above 0. Kept with referral_counterpart_tallies.
 */
export const referralPatientTallies = pgTable(
  'referral_patient_tallies',
  {
    userProfileId: integer().notNull(),
    direction: text().notNull(),
    patientId: integer().notNull(),
    referrals: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'referral_patient_tallies_pk',
      columns: [table.userProfileId, table.direction, table.patientId],
    }),
    check('referral_patient_tallies_direction', sql`${table.direction} in ('made', 'received')`),
  ],
);

/** Where list_stamps' stamps come from: every stamp is new, so a reset table never brings an old one back. */
export const listStampSequence = pgSequence('list_stamp_seq');

/**
 * What a list answer is built from, stamped: a row's stamp changes, in the writing transaction, whenever
 * something its answers show may have changed (triggers, migration 0019). Scopes: 'clinician' (owner: a
 * user profile; their referrals and patients), 'open-role' (owner: a job role; its open referrals) and
 * 'directory' (owner 0; the people, clinics, insurers and patient details every list shows). The API keeps
 * built list answers under the stamps they were built at (modules/list-cache), so a list that has not
 * changed is answered from memory after one indexed read.
 */
export const listStamps = pgTable(
  'list_stamps',
  {
    scope: text().notNull(),
    ownerId: integer().notNull(),
    stamp: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'list_stamps_pk', columns: [table.scope, table.ownerId] }),
    check('list_stamps_scope', sql`${table.scope} in ('clinician', 'open-role', 'directory')`),
  ],
);

/**
 * Messages on a referral (issue 22): append-only (a trigger refuses UPDATE and DELETE); a mistake is
 * followed by a correction that names the message it corrects. author pressed Send; onBehalfOf is the
 * clinician a delegate wrote for.
 */
export const referralMessages = pgTable(
  'referral_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    authorUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    onBehalfOfUserProfileId: integer().references(() => userProfiles.id, { onDelete: 'restrict' }),
    body: text().notNull(),
    correctsMessageId: integer().references((): AnyPgColumn => referralMessages.id, { onDelete: 'restrict' }),
    createdAt: createdNow(),
  },
  (table) => [
    index('referral_messages_thread_idx').on(table.referralId, table.createdAt, table.id),
    check('referral_messages_body_length', sql`char_length(${table.body}) between 1 and 5000`),
  ],
);

/**
 * Files attached to a referral (issue 22): the bytes live in the file store under `storageKey` (random,
 * never derived from the name); this row is written only once the file is stored whole. Append-only too.
 */
export const referralAttachments = pgTable(
  'referral_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    uploadedByUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'restrict' }),
    onBehalfOfUserProfileId: integer().references(() => userProfiles.id, { onDelete: 'restrict' }),
    storageKey: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    createdAt: createdNow(),
  },
  (table) => [
    index('referral_attachments_thread_idx').on(table.referralId, table.createdAt, table.id),
    check(
      'referral_attachments_content_type',
      sql`${table.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('referral_attachments_size', sql`${table.sizeBytes} between 1 and 10485760`),
  ],
);

/**
 * What a clinician has not read yet on a referral: one row per referral with news from the other side,
 * written with the message or attachment and removed when they open the thread. The header badge counts
 * them from the index.
 */
export const referralUnreadNotices = pgTable(
  'referral_unread_notices',
  {
    recipientUserProfileId: integer()
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    referralId: integer()
      .notNull()
      .references(() => referrals.id, { onDelete: 'restrict' }),
    firstUnreadAt: createdNow(),
  },
  (table) => [primaryKey({ columns: [table.recipientUserProfileId, table.referralId] })],
);
