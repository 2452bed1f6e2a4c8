import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { eventRows, newReferral, newReferralClinician, referralRow } from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

const CLAIMANTS = 50;

describe('claiming an open referral', () => {
  test(`${CLAIMANTS} clinicians accept one open referral at once: exactly one wins`, async () => {
    const sender = await newReferralClinician(app, db, 'race.sender');
    // Made in parallel: password hashing runs on the thread pool, so this takes half the time.
    const claimants = await Promise.all(
      Array.from({ length: CLAIMANTS }, (_, index) =>
        newReferralClinician(app, db, `race.claimant.${index}`, 'Orthoptist'),
      ),
    );
    const open = await newReferral(sender, { openTo: claimants[0]!.jobRoleId });

    const responses = await Promise.all(
      claimants.map((claimant) => claimant.call('POST', `/referrals/accept/${open.id}/`)),
    );

    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, `statuses: ${statuses.join(', ')}`);
    assert.equal(statuses.filter((status) => status === 409).length, CLAIMANTS - 1);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      assert.deepEqual(response.json(), danger(REFERRAL_MESSAGES.alreadyClaimed));
    }

    const winner = claimants[statuses.indexOf(200)]!;
    const row = await referralRow(db, open.id);
    assert.deepEqual([row.status, row.targetCrpId], ['ACCEPTED', winner.crpId]);
    const accepted = (await eventRows(db, open.id)).filter((event) => event.action === 'accepted');
    assert.equal(accepted.length, 1);
    assert.equal(accepted[0]?.actorUserProfileId, winner.user.userProfileId);
  });
});
