// Who the scale benchmark signs in as, and the ids its writes need, read from a seeded bench database:
// the busy GP, the average clinician, receivers for named referrals, and patients of other clinicians to
// send the open referrals the busy GP claims. Also counts what their lists hold, to print with the figures.
import { benchClinicianEmail } from '../bench-clinicians.js';
import { withClient } from './bench-database.js';
import { AVERAGE_CLINICIAN, BUSY_GP, PLACED_CLINICIANS } from './scale-shape.js';

export interface CastMember {
  email: string;
  profileId: number;
  crpId: number;
  jobRoleId: number;
}

/** A patient with the role profile and user profile of the clinician who keeps it. */
export interface PatientOfSender {
  patientId: number;
  crpId: number;
  profileId: number;
}

export interface Cast {
  busy: CastMember;
  average: CastMember;
  /** The busy GP's active patients (they send the bench's new referrals for them). */
  busyPatientIds: number[];
  /** Listed role profiles the busy GP may name in a referral, each with its clinician's job role. */
  receivers: { crpId: number; jobRoleId: number }[];
  /** Patients of clinicians who do not hold the GP role: the senders of the open referrals to claim. */
  openReferralSources: PatientOfSender[];
  /** What the lists hold, for the report. */
  summary: string;
}

const RECEIVERS = 200;
const OPEN_REFERRAL_SOURCES = 1_000;
/** Physiotherapists (MSK): g % 8 = 1 in ../bench-clinicians.ts. */
const RECEIVER_GS = Array.from({ length: RECEIVERS }, (_, k) => 1 + 8 * (k + 10));

const MEMBER = `select u.email, p.id as "profileId", min(crp.id) as "crpId", min(r.job_role_id) as "jobRoleId"
  from users u
  join user_profiles p on p.user_id = u.id
  join clinician_role_profiles crp on crp.user_profile_id = p.id
  join user_profile_job_roles r on r.user_profile_id = p.id
  where u.email = any($1::text[])
  group by u.email, p.id
  order by u.email`;

/** Listed counts as the lists count them: received (not REJECTED / CANCELLED), sent (also OPEN). */
const LIST_COUNTS = `select
  (select count(*) from referrals where target_crp_id = $1 and status in ('PENDING','ACCEPTED','BOOKED','DNA'))::int
    as received,
  (select count(*) from referrals where referrer_crp_id = $1
    and status in ('OPEN','PENDING','ACCEPTED','BOOKED','DNA'))::int as sent,
  (select count(*) from referrals where status = 'OPEN' and job_role_id = $2 and referrer_crp_id <> $1)::int
    as open,
  (select count(*) from patients where created_by_user_profile_id = $3 and patient_active)::int as patients`;

export const loadCast = (url: string): Promise<Cast> =>
  withClient(url, async (client) => {
    const byEmail = async (gs: number[]) =>
      (await client.query<CastMember>(MEMBER, [gs.map(benchClinicianEmail)])).rows;
    const [busy] = await byEmail([BUSY_GP]);
    const [average] = await byEmail([AVERAGE_CLINICIAN]);
    if (!busy || !average) throw new Error('the busy GP or the average clinician is not seeded');
    const receivers = (await byEmail(RECEIVER_GS)).map(({ crpId, jobRoleId }) => ({ crpId, jobRoleId }));
    const { rows: patients } = await client.query<{ id: number }>(
      'select id from patients where created_by_user_profile_id = $1 and patient_active order by id',
      [busy.profileId],
    );
    const { rows: openReferralSources } = await client.query<PatientOfSender>(
      `select pt.id as "patientId", min(crp.id) as "crpId", pt.created_by_user_profile_id as "profileId"
      from patients pt
      join clinician_role_profiles crp on crp.user_profile_id = pt.created_by_user_profile_id
      join users u on u.id = (select user_id from user_profiles where id = pt.created_by_user_profile_id)
      where pt.patient_active
        and u.email <> all($1::text[])
        and not exists (select 1 from user_profile_job_roles r
          where r.user_profile_id = pt.created_by_user_profile_id and r.job_role_id = $2)
      group by pt.id
      order by pt.id
      limit ${OPEN_REFERRAL_SOURCES}`,
      [PLACED_CLINICIANS.map(benchClinicianEmail), busy.jobRoleId],
    );

    const counts = async (member: CastMember) => {
      const { rows } = await client.query<Record<string, number>>(LIST_COUNTS, [
        member.crpId,
        member.jobRoleId,
        member.profileId,
      ]);
      const row = rows[0]!;
      return `${row.received} received, ${row.open} open to their job role, ${row.sent} sent, ${row.patients} patients`;
    };
    return {
      busy,
      average,
      busyPatientIds: patients.map((row) => row.id),
      receivers,
      openReferralSources,
      summary: `busy GP: ${await counts(busy)}; average clinician: ${await counts(average)}`,
    };
  });
