// OPEN referrals for the accept benchmark to claim, one per request. They are posted to the busy GP's job
// role by clinicians who do not hold it (for their own patients, a different patient each, so claims never
// wait on one patient's lock), and topped up in small batches while the load runs: the busy GP's open list,
// which every accept answers with, holds only a few dozen extra at any moment.
import pg from 'pg';
import type { PatientOfSender } from './cast.js';

const REFILL_EVERY_MS = 50;

const INSERT_OPEN_REFERRALS = `
  with made as (
    insert into referrals (patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id, specified_clinician,
      main_description, history, status)
    select s.patient_id, s.crp_id, s.profile_id, $4, false,
      'Scale bench: an open referral for a GP to claim.', 'No previous injury.', 'OPEN'
    from unnest($1::int[], $2::int[], $3::int[]) as s(patient_id, crp_id, profile_id)
    returning id, sent_by_user_profile_id, created_on),
  events as (
    insert into referral_events (referral_id, action, from_status, to_status, actor_user_profile_id, at)
    select id, 'created', null, 'OPEN', sent_by_user_profile_id, created_on from made)
  select id from made order by id`;

export class OpenReferralPool {
  private readonly db: pg.Pool;
  private readonly unclaimed: number[] = [];
  private nextSource = 0;
  private lastHandedOut = 0;
  private refill: NodeJS.Timeout | undefined;
  private filling: Promise<void> | undefined;
  /** Requests that found the pool empty (and were handed an id already claimed: a 409). */
  shortfalls = 0;
  created = 0;

  constructor(
    databaseUrl: string,
    private readonly sources: readonly PatientOfSender[],
    private readonly jobRoleId: number,
    /** How many unclaimed referrals to keep ready: a little more than the connections take in a refill. */
    private readonly ready: number,
  ) {
    if (sources.length === 0) throw new Error('no patients to send open referrals for');
    this.db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  }

  private async add(count: number) {
    const batch = Array.from({ length: count }, () => {
      const source = this.sources[this.nextSource % this.sources.length]!;
      this.nextSource += 1;
      return source;
    });
    const { rows } = await this.db.query<{ id: number }>(INSERT_OPEN_REFERRALS, [
      batch.map((s) => s.patientId),
      batch.map((s) => s.crpId),
      batch.map((s) => s.profileId),
      this.jobRoleId,
    ]);
    this.unclaimed.push(...rows.map((row) => row.id));
    this.created += rows.length;
  }

  private topUp() {
    const missing = this.ready - this.unclaimed.length;
    if (this.filling || missing <= 0) return;
    this.filling = this.add(missing)
      .catch((error: unknown) => console.error('open referral pool: refill failed', error))
      .finally(() => {
        this.filling = undefined;
      });
  }

  /** Fills the pool and keeps it filled until stop(). */
  async start(): Promise<void> {
    await this.add(this.ready);
    this.refill = setInterval(() => this.topUp(), REFILL_EVERY_MS);
  }

  /** The id of an OPEN referral nobody has been handed yet. */
  take(): number {
    const id = this.unclaimed.shift();
    if (id === undefined) {
      this.shortfalls += 1;
      return this.lastHandedOut;
    }
    this.lastHandedOut = id;
    this.topUp();
    return id;
  }

  async stop(): Promise<void> {
    clearInterval(this.refill);
    await this.filling;
    await this.db.end();
  }
}
