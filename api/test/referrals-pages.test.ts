import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  REFERRAL_PAGE_MESSAGES,
  inboundReferralsResponseSchema,
  outboundReferralsResponseSchema,
  referralPageResponseSchema,
  type Referral,
} from '@refnet/contracts/referrals';
import { sql } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  newReferral,
  newReferralClinician,
  newReferralDelegate,
  type ReferralCaller,
  type ReferralClinician,
} from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const ACCEPTED_COUNT = 60;
const ids = (referrals: readonly Referral[]) => referrals.map((referral) => referral.id);

async function page(as: ReferralCaller, url: string) {
  const response = await as.call('GET', url);
  assert.equal(response.statusCode, 200, response.body);
  return referralPageResponseSchema.parse(response.json());
}

/**
 * Copies of `template` (accepted by the receiver), one a minute older than the last, so that the
 * newest-first order is known: returns their ids newest first, the template's included.
 */
async function copiesOf(template: Referral, count: number): Promise<number[]> {
  const result = await db.execute(sql`
    insert into referrals (patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id,
      specified_clinician, target_crp_id, main_description, history, status, created_on, accepted_on)
    select patient_id, referrer_crp_id, sent_by_user_profile_id, job_role_id, specified_clinician,
      target_crp_id, main_description, history, status, created_on - make_interval(mins => n), accepted_on
    from referrals, generate_series(1, ${count - 1}) as n
    where id = ${template.id}
    returning id`);
  const copies = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  return [template.id, ...copies];
}

describe('GET /referrals/list/{inbound|outbound}/{group}: keyset pages', () => {
  let sender: ReferralClinician;
  let receiver: ReferralClinician;
  /** The receiver's accepted referrals, newest first. */
  let accepted: number[];

  before(async () => {
    sender = await newReferralClinician(app, db, 'pages-sender', 'Orthoptist');
    receiver = await newReferralClinician(app, db, 'pages-receiver', 'Orthoptist');
    const template = await newReferral(sender, receiver);
    const response = await receiver.call('POST', `/referrals/accept/${template.id}/`);
    assert.equal(response.statusCode, 200, response.body);
    accepted = await copiesOf(template, ACCEPTED_COUNT);
  });

  test('the SPEC list carries the first 25 of each group and every group’s total', async () => {
    const inbound = inboundReferralsResponseSchema.parse(
      (await receiver.call('GET', '/referrals/list/inbound')).json(),
    );
    assert.deepEqual(ids(inbound.referralsReceived.accepted), accepted.slice(0, 25));
    assert.deepEqual(inbound.totals, { waiting: 0, accepted: ACCEPTED_COUNT, booked: 0, dna: 0, open: 0 });
    const outbound = outboundReferralsResponseSchema.parse(
      (await sender.call('GET', '/referrals/list/outbound')).json(),
    );
    assert.deepEqual(ids(outbound.referralsMade.accepted), accepted.slice(0, 25));
    assert.equal(outbound.totals.accepted, ACCEPTED_COUNT);
  });

  test('Next, Previous and End walk the group by key, newest first', async () => {
    const first = await page(receiver, '/referrals/list/inbound/accepted');
    assert.deepEqual(ids(first.referrals), accepted.slice(0, 25));
    assert.equal(first.total, ACCEPTED_COUNT);
    const second = await page(receiver, `/referrals/list/inbound/accepted?after=${accepted[24]}`);
    assert.deepEqual(ids(second.referrals), accepted.slice(25, 50));
    const back = await page(receiver, `/referrals/list/inbound/accepted?before=${accepted[25]}`);
    assert.deepEqual(ids(back.referrals), accepted.slice(0, 25));
    const end = await page(receiver, '/referrals/list/inbound/accepted?at=end');
    assert.deepEqual(ids(end.referrals), accepted.slice(50));
    const pastTheEnd = await page(receiver, `/referrals/list/inbound/accepted?after=${accepted.at(-1)}`);
    assert.deepEqual(pastTheEnd.referrals, []);
  });

  test('oldest first reads the same group the other way round', async () => {
    const oldest = [...accepted].reverse();
    const first = await page(sender, '/referrals/list/outbound/accepted?order=oldest');
    assert.deepEqual(ids(first.referrals), oldest.slice(0, 25));
    const next = await page(sender, `/referrals/list/outbound/accepted?order=oldest&after=${oldest[24]}`);
    assert.deepEqual(ids(next.referrals), oldest.slice(25, 50));
    const end = await page(sender, '/referrals/list/outbound/accepted?order=oldest&at=end');
    assert.deepEqual(ids(end.referrals), oldest.slice(50));
  });

  test('another clinician’s pages hold none of these referrals', async () => {
    const stranger = await newReferralClinician(app, db, 'pages-stranger', 'Orthoptist');
    const other = await page(stranger, `/referrals/list/inbound/accepted?after=${accepted[24]}`);
    assert.deepEqual(other, { referrals: [], total: 0 });
  });

  test('a delegate sees their clinician’s pages only with the view permission', async () => {
    const viewer = await newReferralDelegate(app, db, 'pages-viewer', receiver);
    assert.deepEqual(
      ids((await page(viewer, '/referrals/list/inbound/accepted')).referrals),
      accepted.slice(0, 25),
    );
    const blind = await newReferralDelegate(app, db, 'pages-blind', receiver, {
      permissionViewReferrals: false,
    });
    assert.equal((await blind.call('GET', '/referrals/list/inbound/accepted')).statusCode, 403);
  });

  test('removing a patient takes their finished referrals out of the pages and the totals', async () => {
    const booked = await newReferral(sender, receiver);
    for (const [url, body] of [
      [`/referrals/accept/${booked.id}/`, undefined],
      [`/referrals/complete/${booked.id}/`, { toComplete: true }],
    ] as const) {
      const response = await receiver.call('POST', url, body);
      assert.equal(response.statusCode, 200, response.body);
    }
    assert.deepEqual(ids((await page(receiver, '/referrals/list/inbound/booked')).referrals), [booked.id]);
    const removal = await sender.call('DELETE', `/patient/delete/${booked.patient.id}/`);
    assert.equal(removal.statusCode, 200, removal.body);
    assert.deepEqual(await page(receiver, '/referrals/list/inbound/booked'), { referrals: [], total: 0 });
    assert.deepEqual(await page(sender, '/referrals/list/outbound/booked'), { referrals: [], total: 0 });
  });

  test('a page starts only next to a referral of the group: another one’s id gives nothing', async () => {
    const stranger = await newReferralClinician(app, db, 'pages-cursor-stranger', 'Orthoptist');
    const theirs = await newReferral(sender, stranger);
    for (const cursor of ['after', 'before'])
      assert.deepEqual(await page(receiver, `/referrals/list/inbound/accepted?${cursor}=${theirs.id}`), {
        referrals: [],
        total: ACCEPTED_COUNT,
      });
  });

  test('an unknown group, order or cursor is a 400 that says what is wrong', async () => {
    const cases: [string, string][] = [
      ['/referrals/list/outbound/open', REFERRAL_PAGE_MESSAGES.groupInvalid],
      ['/referrals/list/inbound/rejected', REFERRAL_PAGE_MESSAGES.groupInvalid],
      ['/referrals/list/inbound/accepted?order=sideways', REFERRAL_PAGE_MESSAGES.orderInvalid],
      ['/referrals/list/inbound/accepted?after=abc', REFERRAL_PAGE_MESSAGES.cursorInvalid],
      ['/referrals/list/inbound/accepted?after=99999999999', REFERRAL_PAGE_MESSAGES.cursorInvalid],
      ['/referrals/list/inbound/accepted?after=1&before=2', REFERRAL_PAGE_MESSAGES.cursorInvalid],
      ['/referrals/list/inbound/accepted?at=middle', REFERRAL_PAGE_MESSAGES.cursorInvalid],
    ];
    for (const [url, message] of cases) {
      const response = await receiver.call('GET', url);
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      const body = response.json() as ReturnType<typeof danger>;
      assert.equal(body.message.variant, 'danger', url);
      assert.ok(body.message.message.endsWith(message), `${url}: ${body.message.message}`);
    }
  });
});
