import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersOf, preparedStatement } from '../../db/query-rows.js';
import type { ActingClinician } from '../policy/acting-clinician.js';
import { mailPeopleJson, type Clinician } from './referral-mail.js';
import type { ReferralStanding } from './referral-standing.js';

/** The referral as a transition sees it (its facts, and the user profiles of its two ends). */
export interface TransitionReferral {
  id: number;
  patientId: number;
  status: string;
  specifiedClinician: boolean;
  referrerCrpId: number;
  targetCrpId: number | null;
  jobRoleId: number;
  senderUserProfileId: number;
  targetUserProfileId: number | null;
}

export interface TransitionFacts {
  /** Undefined when there is no such referral, or its patient has been removed. */
  referral: TransitionReferral | undefined;
  me: ReferralStanding;
  /** The referral's two ends, the acting clinician and the caller, as the e-mails need them. */
  people: Clinician[];
}

interface FactsRow {
  referral: TransitionReferral | null;
  crpIds: number[];
  activeCrpIds: number[];
  heldJobRoleIds: number[];
  people: Clinician[];
}

interface FactsValues {
  referralId: number;
  clinician: number;
  caller: number;
}

const value = placeholdersOf<FactsValues>();

const transitionFacts = preparedStatement<FactsRow, FactsValues>(
  'refnet_referral_transition_facts',
  () => sql`with referral as (
        select r.id, r.patient_id as "patientId", r.status, r.specified_clinician as "specifiedClinician",
          r.referrer_crp_id as "referrerCrpId", r.target_crp_id as "targetCrpId", r.job_role_id as "jobRoleId",
          s.user_profile_id as "senderUserProfileId", t.user_profile_id as "targetUserProfileId"
        from referrals r
        join patients p on p.id = r.patient_id and p.patient_active
        join clinician_role_profiles s on s.id = r.referrer_crp_id
        left join clinician_role_profiles t on t.id = r.target_crp_id
        where r.id = ${value('referralId')}::int)
      select
        (select row_to_json(referral) from referral) as "referral",
        array(select c.id from clinician_role_profiles c where c.user_profile_id = ${value('clinician')}::int
          order by c.id) as "crpIds",
        array(select c.id from clinician_role_profiles c where c.user_profile_id = ${value('clinician')}::int
          and c.is_deactivated = false and c.is_removed = false order by c.id) as "activeCrpIds",
        array(select h.job_role_id from user_profile_job_roles h join user_profiles u on u.id = h.user_profile_id
          where h.user_profile_id = ${value('clinician')}::int and u.is_verified and u.is_deactivated = false)
          as "heldJobRoleIds",
        ${mailPeopleJson(sql`array[(select "senderUserProfileId" from referral),
          (select "targetUserProfileId" from referral), ${value('clinician')}::int, ${value('caller')}::int]`)}
          as "people"`,
);

/**
 * What a transition decides on, in one statement without locks: the referral (while its patient is
 * active), the acting clinician's standing (as loadReferralStanding reads it) and the people to e-mail.
 * The write then changes the referral only if it is still in the state decided on (writeTransition).
 */
export async function readTransitionFacts(
  db: Database,
  acting: ActingClinician,
  referralId: number,
): Promise<TransitionFacts> {
  const [row] = await transitionFacts(db, {
    referralId,
    clinician: acting.clinicianUserProfileId,
    caller: acting.callerUserProfileId,
  });
  if (!row) throw new Error('the transition facts query returned no row');
  return {
    referral: row.referral ?? undefined,
    me: {
      crpIds: new Set(row.crpIds),
      activeCrpIds: row.activeCrpIds,
      openJobRoleIds: row.activeCrpIds.length === 0 ? [] : row.heldJobRoleIds,
    },
    people: row.people,
  };
}
