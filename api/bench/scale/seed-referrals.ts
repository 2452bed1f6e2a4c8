// `count` referrals and their audit trails, set-based (generate_series): one statement each whatever the count.
// Referral n (1..count) is sent over the last year in order of n, by the keeper of its patient:
// - every BUSY_EVERY-th is the busy GP's (one of their BUSY_PATIENTS patients, in turn), and every other
//   BUSY_EVERY-th, half a period later, names the busy GP (or is open to GPs);
// - AVERAGE_REFERRALS are the average clinician's and as many name them (or are open to their job role);
// - the others are from the keeper of a patient drawn by a hash of n, to a clinician drawn by another
//   (never the sender nor the two placed clinicians), for that clinician's job role.
// Statuses are drawn by a third hash: 15 % PENDING, 5 % OPEN (no target: open to the job role),
// 30 % ACCEPTED, 25 % BOOKED, 5 % DNA, 10 % REJECTED, 10 % CANCELLED; one in ten of the accepted,
// booked, DNA'd and cancelled ones was posted open (specified_clinician false) and claimed or cancelled.
// Events: created, then accepted / booked / dna / rejected / cancelled as the status says.
import type pg from 'pg';
import {
  AVERAGE_CLINICIAN,
  AVERAGE_PATIENTS,
  AVERAGE_REFERRALS,
  BUSY_EVERY,
  BUSY_GP,
  BUSY_PATIENTS,
  CLINICIANS,
  PATIENTS,
  PLACED_CLINICIANS,
  PLACED_PATIENTS,
  unplacedClinician,
} from './scale-shape.js';

const STATUS_MIX = `array['PENDING','PENDING','PENDING','OPEN','ACCEPTED','ACCEPTED','ACCEPTED','ACCEPTED',
  'ACCEPTED','ACCEPTED','BOOKED','BOOKED','BOOKED','BOOKED','BOOKED','DNA','REJECTED','REJECTED',
  'CANCELLED','CANCELLED']`;

const DESCRIPTIONS = `array[
  'Knee pain on stairs for three months, worse after running. Please assess and advise on management.',
  'Persistent lower back pain radiating to the left leg; no red flags. Physiotherapy has not helped.',
  'Itchy scaly rash on both elbows for a year, not settling with emollients and mild steroid cream.',
  'Low mood and poor sleep since a bereavement in the spring; would value a psychological assessment.',
  'Painful heel first thing in the morning for six weeks; suspected plantar fasciitis.',
  'Shoulder stiffness and night pain after a fall; reduced external rotation on examination.',
  'Recurrent ankle sprains playing football; feels unstable on uneven ground.',
  'Neck pain with headaches after long hours at a desk; no neurological symptoms.']`;

const HISTORIES = `array[
  'No previous injury. Otherwise fit and well. No regular medication.',
  'Type 2 diabetes, diet controlled. Ex-smoker. Allergic to penicillin.',
  'Hypertension on amlodipine. Previous right knee arthroscopy in 2015.',
  'Asthma, uses a salbutamol inhaler occasionally. Works as a nurse on night shifts.',
  'No significant past medical history. Keen runner, training for a marathon.']`;

/** An int in [0, modulus) from a hash of n salted with `salt` (evenly spread, no randomness). */
const hashed = (salt: number, modulus: number) =>
  `mod(hashint4(n # ${salt})::bigint + 2147483648, ${modulus})::int`;

/** What referral n is: its patient (by number), the clinician drawn to receive it, its status and time. */
function drawn(count: number) {
  const averageEvery = Math.floor(count / AVERAGE_REFERRALS);
  const unplaced = CLINICIANS - PLACED_CLINICIANS.length;
  return `
    select n,
      (${STATUS_MIX})[1 + ${hashed(0, 20)}] as status,
      case when n % ${BUSY_EVERY} = 0 then 1 + (n / ${BUSY_EVERY}) % ${BUSY_PATIENTS}
        when n % ${averageEvery} = ${Math.floor(averageEvery / 4)}
          then ${BUSY_PATIENTS + 1} + (n / ${averageEvery}) % ${AVERAGE_PATIENTS}
        else ${PLACED_PATIENTS + 1} + ${hashed(1540483477, PATIENTS - PLACED_PATIENTS)} end as p,
      case when n % ${BUSY_EVERY} = ${BUSY_EVERY / 2} then ${BUSY_GP}
        when n % ${averageEvery} = ${Math.floor((3 * averageEvery) / 4)} then ${AVERAGE_CLINICIAN}
        else 0 end as placed_g,
      ${hashed(668265263, unplaced)} as drawn_i,
      now() - interval '1 year' * (1 - n::float8 / ${count}) as sent
    from generate_series(1, ${count}) as n`;
}

/** Referral n with its sender and receiver; `named`: sent to a named clinician; `targeted`: has one now. */
const planned = (count: number) => `
  select d.*, sp.patient_id, sp.owner_g,
    case when d.placed_g > 0 then d.placed_g
      when ${unplacedClinician('d.drawn_i + 1')} = sp.owner_g
        then ${unplacedClinician(`(d.drawn_i + 1) % ${CLINICIANS - PLACED_CLINICIANS.length} + 1`)}
      else ${unplacedClinician('d.drawn_i + 1')} end as target_g,
    d.status <> 'OPEN' and not (d.n % 10 = 7 and d.status in ('ACCEPTED','BOOKED','DNA','CANCELLED')) as named,
    d.status <> 'OPEN' and not (d.n % 10 = 7 and d.status = 'CANCELLED') as targeted
  from (${drawn(count)}) as d
  join scale_patients sp on sp.p = d.p`;

const moment = (days: number) => `least(now(), r.sent + interval '${days} days')`;

const insertReferrals = (count: number) => `
  insert into referrals (patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id, specified_clinician,
      target_crp_id, main_description, history, status, created_on, accepted_on, completed_on, dna_on,
      rejected_on, cancelled_on, updated_on)
  select r.patient_id, sender.crp_id, sender.profile_id, target.job_role_id, r.named,
    case when r.targeted then target.crp_id end,
    (${DESCRIPTIONS})[1 + r.n % 8], (${HISTORIES})[1 + r.n % 5],
    r.status, r.sent,
    case when r.status in ('ACCEPTED','BOOKED','DNA') then ${moment(1)} end,
    case when r.status = 'BOOKED' then ${moment(3)} end,
    case when r.status = 'DNA' then ${moment(4)} end,
    case when r.status = 'REJECTED' then ${moment(1)} end,
    case when r.status = 'CANCELLED' then ${moment(2)} end,
    case r.status when 'BOOKED' then ${moment(3)} when 'DNA' then ${moment(4)} when 'CANCELLED' then ${moment(2)}
      when 'ACCEPTED' then ${moment(1)} when 'REJECTED' then ${moment(1)} else r.sent end
  from (${planned(count)}) as r
  join scale_clinicians sender on sender.g = r.owner_g
  join scale_clinicians target on target.g = r.target_g
  order by r.n`;

const FIRST_STATUS = `case when r.specified_clinician then 'PENDING' else 'OPEN' end`;

/** One line per transition, in time order as the app would have written them. */
const INSERT_EVENTS = `
  insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id, at)
  select referral_id, action, from_status, to_status, actor, at from (
    select r.id as referral_id, 'created' as action, null as from_status, ${FIRST_STATUS} as to_status,
      r.sent_by_user_profile_id as actor, r.created_on as at
    from referrals r
    union all
    select r.id, 'accepted', ${FIRST_STATUS}, 'ACCEPTED', t.user_profile_id, r.accepted_on
    from referrals r join clinician_role_profiles t on t.id = r.target_crp_id where r.accepted_on is not null
    union all
    select r.id, 'booked', 'ACCEPTED', 'BOOKED', t.user_profile_id, r.completed_on
    from referrals r join clinician_role_profiles t on t.id = r.target_crp_id where r.completed_on is not null
    union all
    select r.id, 'dna', 'ACCEPTED', 'DNA', t.user_profile_id, r.dna_on
    from referrals r join clinician_role_profiles t on t.id = r.target_crp_id where r.dna_on is not null
    union all
    select r.id, 'rejected', 'PENDING', 'REJECTED', t.user_profile_id, r.rejected_on
    from referrals r join clinician_role_profiles t on t.id = r.target_crp_id where r.rejected_on is not null
    union all
    select r.id, 'cancelled', ${FIRST_STATUS}, 'CANCELLED', r.sent_by_user_profile_id, r.cancelled_on
    from referrals r where r.cancelled_on is not null
  ) as events
  order by at, referral_id`;

/** Runs in the caller's transaction on one connection: needs scale_clinicians and scale_patients. */
export async function seedScaleReferrals(client: pg.ClientBase, count: number): Promise<void> {
  await client.query(insertReferrals(count));
}

/** The audit trail of every referral seeded. */
export async function seedScaleReferralEvents(client: pg.ClientBase): Promise<void> {
  await client.query(INSERT_EVENTS);
}
