import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config.js';
import { createAccount } from '../../modules/accounts/create-account.js';
import { findUserIdByEmail } from '../../modules/accounts/queries.js';
import type { Database } from '../database.js';
import { jobRoles } from '../schema.js';

async function generalPractitionerRoleId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: jobRoles.id })
    .from(jobRoles)
    .where(and(eq(jobRoles.jobRole, 'General Practitioner'), isNull(jobRoles.specialty)))
    .limit(1);
  if (!row) throw new Error('the job-role catalogue has no General Practitioner leaf');
  return row.id;
}

/** DEMO_DATA: a verified GP to sign in with. Later areas add their demo rows here. */
export async function seedDemoData(db: Database, demo: ServerConfig['demo'], log: FastifyBaseLogger) {
  if (!demo.enabled || (await findUserIdByEmail(db, demo.clinicianEmail)) !== undefined) return;
  const created = await createAccount(db, {
    email: demo.clinicianEmail,
    password: demo.password,
    title: 'Dr',
    firstName: 'Amelia',
    lastName: 'Hart',
    groups: ['Clinician'],
    jobRoleIds: [await generalPractitionerRoleId(db)],
    profile: {
      isVerified: true,
      registrationNumber: '7012345',
      clinicianDescription: 'GP partner in central London with an interest in musculoskeletal medicine.',
    },
  });
  if (created) log.info({ email: demo.clinicianEmail }, 'created the demo clinician');
}
