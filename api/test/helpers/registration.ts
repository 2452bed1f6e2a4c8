import { matchRoute } from '@refnet/contracts';
import { type OneTimeLink, type RegisterRequest } from '@refnet/contracts/accounts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RefnetApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { queryRows } from '../../src/db/query-rows.js';
import * as schema from '../../src/db/schema.js';

/** A complete, valid registration; ids come from the seeded catalogue. */
export async function registrationFor(db: Database, email: string): Promise<RegisterRequest> {
  const roles = await db
    .select({ id: schema.jobRoles.id })
    .from(schema.jobRoles)
    .orderBy(asc(schema.jobRoles.id))
    .limit(2);
  const [insurer] = await db
    .select({ id: schema.insuranceAgreements.id })
    .from(schema.insuranceAgreements)
    .where(eq(schema.insuranceAgreements.provider, 'Bupa'));
  return {
    email,
    password: 'Correct-horse-2026',
    rePassword: 'Correct-horse-2026',
    title: 'Dr',
    firstName: 'Priya',
    lastName: 'Shah',
    dob: '1980-05-17',
    clinicianDescription: 'Consultant physiotherapist.',
    registrationNumber: 'PH123456',
    jobRoleIds: roles.map((role) => role.id),
    appointmentsContacts: [{ type: 'phoneNumber', phoneNumber: '+44 20 7946 0000' }],
    clinics: [
      {
        clinicName: 'Room 4',
        centreName: "St Thomas' Hospital",
        address: { firstLine: 'Westminster Bridge Rd', city: 'London', postcode: 'se1 7eh' },
      },
    ],
    existingProviders: insurer ? [{ id: insurer.id }] : [],
    newProviders: [],
    acceptedTerms: true,
  };
}

export const register = (app: RefnetApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/v1/register/', payload: payload as object, remoteAddress });

/** How many rows each table holds: compare before and after a refused request. */
export async function rowCounts<Tables extends Record<string, PgTable>>(
  db: Database,
  tables: Tables,
): Promise<Record<keyof Tables, number>> {
  // One statement for every table: the suites take these counts around hundreds of requests.
  const columns = Object.entries(tables).map(
    ([name, table]) => sql`(select count(*) from ${table})::int as ${sql.identifier(name)}`,
  );
  const [counts] = await queryRows<Record<keyof Tables, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return counts!;
}

/** Every table a registration, a verification, a reset or a support request writes to. */
export const WRITTEN_TABLES = {
  users: schema.users,
  userProfiles: schema.userProfiles,
  userProfileJobRoles: schema.userProfileJobRoles,
  userGroupMembers: schema.userGroupMembers,
  addresses: schema.addresses,
  clinics: schema.clinics,
  clinicianRoleProfiles: schema.clinicianRoleProfiles,
  crpInsuranceAgreements: schema.crpInsuranceAgreements,
  insuranceAgreements: schema.insuranceAgreements,
  clinicianContacts: schema.clinicianContacts,
  notificationSettings: schema.notificationSettings,
  oneTimeLinks: schema.oneTimeLinks,
  emailVerifications: schema.emailVerifications,
  outboxEmails: schema.outboxEmails,
  supportRequests: schema.supportRequests,
  authTokens: schema.authTokens,
} satisfies Record<string, PgTable>;

/** The newest outbox e-mail to `recipient` (optionally also matching `where`). */
export async function latestEmailTo(db: Database, recipient: string, where?: SQL) {
  const [row] = await db
    .select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.recipient, recipient), where))
    .orderBy(desc(schema.outboxEmails.id))
    .limit(1);
  return row;
}

export const unsentEmails = (db: Database) =>
  db.select().from(schema.outboxEmails).where(isNull(schema.outboxEmails.sentAt));

/**
 * The one-time link in an e-mail's text under `routePath`, checked against the front end's route
 * table (the page it opens must exist).
 */
export function linkIn(text: string, routePath: string): OneTimeLink & { url: URL } {
  const match = new RegExp(`(https?://\\S+${routePath}/([\\w-]+)/([\\w-]+)/([\\w-]+))`).exec(text);
  if (!match) throw new Error(`no ${routePath} link in:\n${text}`);
  const url = new URL(match[1]!);
  const route = matchRoute(url.pathname);
  if (!route) throw new Error(`${url.pathname} is not a front-end route`);
  return { url, userHash: match[2]!, timeHash: match[3]!, verificationCode: match[4]! };
}

export const base64urlNumber = (value: number) => Buffer.from(String(value)).toString('base64url');
