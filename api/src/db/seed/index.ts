import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../database.js';
import { seedBootstrapAdmin } from './bootstrap-admin.js';
import { seedDemoData } from './demo-data.js';
import { seedInsurers } from './insurers.js';
import { seedJobRoles } from './job-roles.js';
import { seedPostcodes } from './postcodes.js';
import { seedUserGroups } from './user-groups.js';

/** Reference data, then the bootstrap admin, then demo data. Every step is safe to repeat. */
export async function runSeeds(
  db: Database,
  config: Pick<ServerConfig, 'admin' | 'demo'>,
  log: FastifyBaseLogger,
) {
  await seedUserGroups(db);
  await seedJobRoles(db);
  await seedInsurers(db);
  await seedPostcodes(db);
  await seedBootstrapAdmin(db, config.admin, log);
  await seedDemoData(db, config.demo, log);
}
