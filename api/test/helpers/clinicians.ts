import type { UserGroup } from '@refnet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { delegateUserLinks, jobRoles, userProfiles, users } from '../../src/db/schema.js';
import { createAccount } from '../../src/modules/accounts/create-account.js';
import { geocodeClinics, insertClinicianRecords } from '../../src/modules/profile/clinician-records.js';
import { authorization, tokenFor } from './app.js';

export const TEST_PASSWORD = 'Test-password-2026!';

export interface TestUser {
  email: string;
  password: string;
  userId: number;
  userProfileId: number;
}

export interface NewTestUser {
  email: string;
  verified?: boolean;
  groups?: readonly UserGroup[];
  isStaff?: boolean;
  /** Clinic postcodes (from the seeded sample); none for staff and delegates. */
  postcodes?: readonly string[];
  /** Job-role leaf with this job title; default General Practitioner (a doctor). */
  jobTitle?: string;
}

/** A user made straight in the database (and, with postcodes, their clinics, contacts and settings). */
export async function createTestUser(db: Database, user: NewTestUser): Promise<TestUser> {
  const [role] = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(
      user.jobTitle
        ? eq(jobRoles.jobTitle, user.jobTitle)
        : and(eq(jobRoles.jobRole, 'General Practitioner'), isNull(jobRoles.specialty)),
    )
    .limit(1);
  const groups = user.groups ?? ['Clinician'];
  const created = await createAccount(db, {
    email: user.email,
    password: TEST_PASSWORD,
    title: 'Dr',
    firstName: 'Test',
    lastName: user.email.split('@')[0] ?? 'User',
    isStaff: user.isStaff ?? false,
    groups,
    jobRoleIds: groups.includes('Clinician') && role ? [role.id] : [],
    profile: { isVerified: user.verified ?? true, registrationNumber: 'T123', clinicianDescription: 'Test.' },
  });
  if (!created) throw new Error(`${user.email} already exists`);
  const [profile] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.userId, created.userId));
  const userProfileId = profile!.id;
  if (user.postcodes?.length) {
    const clinics = await geocodeClinics(
      db,
      { geocoderUrl: undefined },
      user.postcodes.map((postcode, index) => ({
        clinicName: `Room ${index + 1}`,
        centreName: `${user.email} centre ${index + 1}`,
        address: { firstLine: `${index + 1} Test Street`, city: 'London', postcode },
      })),
    );
    await db.transaction((tx) =>
      insertClinicianRecords(tx, {
        userProfileId,
        mainEmail: user.email,
        clinics,
        existingAgreementIds: [],
        newProviders: [],
        contacts: [],
      }),
    );
  }
  return { email: user.email, password: TEST_PASSWORD, userId: created.userId, userProfileId };
}

/** A Delegate user acting for a clinician, with the given permissions (all true by default). */
export async function createTestDelegate(
  db: Database,
  email: string,
  clinicianUserProfileId: number,
  link: Partial<typeof delegateUserLinks.$inferInsert> = {},
): Promise<TestUser> {
  const delegate = await createTestUser(db, { email, groups: ['Delegate'] });
  await db.insert(delegateUserLinks).values({
    delegateUserProfileId: delegate.userProfileId,
    clinicianUserProfileId,
    hasRegistered: true,
    isVerified: true,
    ...link,
  });
  return delegate;
}

export const userIdOf = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

/** A signed-in caller: `call(method, url, payload?)` answers the injected response. */
export async function signIn(app: RefnetApp, user: { email: string; password: string }) {
  const headers = authorization(await tokenFor(app, user));
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
}

export type Caller = Awaited<ReturnType<typeof signIn>>;
