import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { createAccount } from '../../modules/accounts/create-account.js';
import { findUserIdByEmail } from '../../modules/accounts/queries.js';
import type { Database } from '../database.js';

/** ADMIN_EMAIL + ADMIN_PASSWORD create the first Full Admin once; an existing e-mail is left alone. */
export async function seedBootstrapAdmin(db: Database, admin: ServerConfig['admin'], log: FastifyBaseLogger) {
  if (!admin || (await findUserIdByEmail(db, admin.email)) !== undefined) return;
  const created = await createAccount(db, {
    email: admin.email,
    password: admin.password,
    firstName: admin.firstName,
    lastName: admin.lastName,
    isStaff: true,
    groups: ['Full Admin'],
    profile: { isVerified: true },
  });
  if (created) log.info({ email: admin.email }, 'created the bootstrap Full Admin');
}
