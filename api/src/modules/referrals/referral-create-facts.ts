import type { CreateReferralRequest } from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersOf, preparedStatement } from '../../db/query-rows.js';
import { jsonObjectOf } from '../../db/json-object.js';
import { clinicianRoleProfiles, jobRoles } from '../../db/schema.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { listedCrpConditions, listedCrpTables } from '../profile/listed-crps.js';
import { eventPeopleJson, type EventPerson } from './referral-events.js';
import { mailPeopleJson, type Clinician } from './referral-mail.js';

/** What a create checks before it writes, and who its e-mails go to: read in one statement. */
export interface CreateFacts {
  /** The referral an earlier create with the same idempotency key made, if any. */
  replayedId: number | null;
  /** The sender's role profile is one of the acting clinician's, in use. */
  senderCrpActive: boolean;
  /** The job role; null when there is no such job role. */
  jobRole: typeof jobRoles.$inferSelect | null;
  /** The patient's keeper and whether they are active; null when there is no such patient. */
  patientOwnerId: number | null;
  patientActive: boolean | null;
  /** The named clinician when their role profile is listed (profile/listed-crps.ts); null otherwise. */
  receiverUserProfileId: number | null;
  receiverHoldsRole: boolean;
  /** The sender and the named clinician, as the e-mails need them. */
  people: Clinician[];
  /** The caller and the acting clinician, as the referral's audit trail shows them. */
  actors: EventPerson[];
}

interface CreateFactsValues {
  caller: number;
  clinician: number;
  idempotencyKey: string | null;
  crpId: number;
  jobRoleId: number;
  patientId: number;
  receiverCrpId: number | null;
}

const value = placeholdersOf<CreateFactsValues>();

const createFacts = preparedStatement<CreateFacts, CreateFactsValues>(
  'refnet_referral_create_facts',
  () => sql`with receiver as (
        select ${clinicianRoleProfiles.userProfileId} as user_profile_id from ${listedCrpTables}
        where ${listedCrpConditions} and ${clinicianRoleProfiles.id} = ${value('receiverCrpId')}::int)
      select
        (select r.id from referrals r where r.sent_by_user_profile_id = ${value('caller')}::int
          and r.idempotency_key = ${value('idempotencyKey')}::text) as "replayedId",
        exists (select 1 from clinician_role_profiles c where c.id = ${value('crpId')}::int
          and c.user_profile_id = ${value('clinician')}::int
          and c.is_deactivated = false and c.is_removed = false) as "senderCrpActive",
        (select ${jsonObjectOf(jobRoles)} from ${jobRoles} where ${jobRoles.id} = ${value('jobRoleId')}::int) as "jobRole",
        p.created_by_user_profile_id as "patientOwnerId",
        p.patient_active as "patientActive",
        (select user_profile_id from receiver) as "receiverUserProfileId",
        exists (select 1 from user_profile_job_roles h join receiver on receiver.user_profile_id = h.user_profile_id
          where h.job_role_id = ${value('jobRoleId')}::int) as "receiverHoldsRole",
        ${mailPeopleJson(sql`array[${value('clinician')}::int, (select user_profile_id from receiver)]`)} as "people",
        ${eventPeopleJson(sql`array[${value('caller')}::int, ${value('clinician')}::int]`)} as "actors"
      from (select 1) as one
      left join patients p on p.id = ${value('patientId')}::int`,
);

/**
 * The facts of SPEC §7.4 create's checks (see createReferral for their order), read without locks: the
 * write itself locks the patient and checks again that they are the acting clinician's and active.
 */
export async function readCreateFacts(
  db: Database,
  acting: ActingClinician,
  body: CreateReferralRequest,
  receiverCrpId: number | null,
): Promise<CreateFacts> {
  const [facts] = await createFacts(db, {
    caller: acting.callerUserProfileId,
    clinician: acting.clinicianUserProfileId,
    idempotencyKey: body.idempotencyKey ?? null,
    crpId: body.crpId,
    jobRoleId: body.jobRoleId,
    patientId: body.patientId,
    receiverCrpId,
  });
  if (!facts) throw new Error('the create facts query returned no row');
  return facts;
}
