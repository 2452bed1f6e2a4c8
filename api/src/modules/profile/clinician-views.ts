import type { ClinicsResponse } from '@refnet/contracts/accounts';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { clinicianRoleProfiles, jobRoles, userProfileJobRoles, userProfiles } from '../../db/schema.js';
import type { Caller } from '../policy/caller.js';
import { findClinicianReadFor } from '../policy/delegated-clinician.js';
import { activeCrpConditions, listedClinicianConditions } from './listed-crps.js';
import { loadClinics } from './profile-reads.js';

/**
 * SPEC §7.2 GET /clinics/: the caller's active clinics (a delegate's are those of the clinician they
 * act for, while that clinician is in good standing) and the active clinics of doctors other users may
 * see (see listedClinicianConditions), whether or not the clinic's address has coordinates.
 */
export async function getClinics(db: Database, caller: Caller): Promise<ClinicsResponse> {
  const owner = await findClinicianReadFor(db, caller);
  const clinics =
    owner === undefined
      ? []
      : await loadClinics(db, and(activeCrpConditions, eq(clinicianRoleProfiles.userProfileId, owner)));
  const doctorClinics = await loadClinics(
    db,
    and(
      activeCrpConditions,
      listedClinicianConditions,
      exists(
        db
          .select({ one: sql`1` })
          .from(userProfileJobRoles)
          .innerJoin(jobRoles, eq(jobRoles.id, userProfileJobRoles.jobRoleId))
          .where(and(eq(userProfileJobRoles.userProfileId, userProfiles.id), eq(jobRoles.isDoctor, true))),
      ),
    ),
  );
  return { clinics, doctorClinics };
}
