import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REFERRAL_MESSAGES, REFERRAL_STATUSES, type ReferralStatus } from '@refnet/contracts/referrals';
import {
  REFERRAL_ACTIONS,
  REFERRAL_ACTORS,
  decideTransition,
  type ReferralAction,
  type ReferralActor,
} from '../src/modules/referrals/referral-state-machine.js';

/** SPEC §4 as the brief of issue 6 words it: every allowed (status, action, actor) and where it leads. */
const ALLOWED: readonly [ReferralStatus, ReferralAction, ReferralActor, ReferralStatus][] = [
  ['PENDING', 'accept', 'target', 'ACCEPTED'],
  ['OPEN', 'accept', 'roleHolder', 'ACCEPTED'],
  ['PENDING', 'reject', 'target', 'REJECTED'],
  ['ACCEPTED', 'reject', 'target', 'REJECTED'],
  ['PENDING', 'cancel', 'sender', 'CANCELLED'],
  ['OPEN', 'cancel', 'sender', 'CANCELLED'],
  ['ACCEPTED', 'book', 'target', 'BOOKED'],
  ['DNA', 'book', 'target', 'BOOKED'],
  ['BOOKED', 'unbook', 'target', 'ACCEPTED'],
  ['ACCEPTED', 'dna', 'target', 'DNA'],
  ['BOOKED', 'dna', 'target', 'DNA'],
  ['DNA', 'undna', 'target', 'ACCEPTED'],
];

const allowedTo = (status: ReferralStatus, action: ReferralAction, actor: ReferralActor) =>
  ALLOWED.find(([from, act, who]) => from === status && act === action && who === actor)?.[3];

type Expected = { allowed: ReferralStatus } | { refusal: 'notFound' } | { refusal: 'conflict' };

function expected(
  status: ReferralStatus,
  action: ReferralAction,
  actor: ReferralActor,
  postedOpen: boolean,
): Expected {
  if (actor === 'other') return { refusal: 'notFound' };
  if (actor === 'roleHolder') {
    if (!postedOpen) return { refusal: 'notFound' };
    if (status !== 'OPEN') {
      const claimed = ['ACCEPTED', 'REJECTED', 'BOOKED', 'DNA'].includes(status);
      return action === 'accept' && claimed ? { refusal: 'conflict' } : { refusal: 'notFound' };
    }
  }
  const to = allowedTo(status, action, actor);
  return to ? { allowed: to } : { refusal: 'conflict' };
}

describe('decideTransition: every (status, action, actor) pair', () => {
  for (const postedOpen of [false, true]) {
    for (const status of REFERRAL_STATUSES) {
      for (const action of REFERRAL_ACTIONS) {
        for (const actor of REFERRAL_ACTORS) {
          const want = expected(status, action, actor, postedOpen);
          const label = `${postedOpen ? 'open' : 'named'} ${status} ${action} by ${actor} → ${'allowed' in want ? want.allowed : want.refusal}`;
          test(label, () => {
            const decision = decideTransition({ status, postedOpen }, action, actor);
            if ('allowed' in want) {
              assert.equal(decision.allowed, true);
              assert.equal(decision.allowed && decision.toStatus, want.allowed);
              assert.equal(decision.allowed && decision.claimsTarget, actor === 'roleHolder');
            } else {
              assert.equal(decision.allowed, false);
              assert.equal(!decision.allowed && decision.refusal, want.refusal);
              if (!decision.allowed && decision.refusal === 'conflict')
                assert.ok(decision.message.length > 0);
            }
          });
        }
      }
    }
  }
});

describe('decideTransition: what it writes and says', () => {
  const allowed = (status: ReferralStatus, action: ReferralAction, actor: ReferralActor) => {
    const decision = decideTransition({ status, postedOpen: actor === 'roleHolder' }, action, actor);
    assert.ok(decision.allowed, `${status} ${action} by ${actor} should be allowed`);
    return decision;
  };

  test('each transition sets its moment and clears the ones it ends', () => {
    assert.deepEqual(allowed('PENDING', 'accept', 'target').moments, { acceptedOn: 'now' });
    assert.deepEqual(allowed('OPEN', 'accept', 'roleHolder').moments, { acceptedOn: 'now' });
    assert.deepEqual(allowed('ACCEPTED', 'reject', 'target').moments, { rejectedOn: 'now' });
    assert.deepEqual(allowed('OPEN', 'cancel', 'sender').moments, { cancelledOn: 'now' });
    assert.deepEqual(allowed('DNA', 'book', 'target').moments, { completedOn: 'now', dnaOn: null });
    assert.deepEqual(allowed('BOOKED', 'dna', 'target').moments, { dnaOn: 'now', completedOn: null });
    assert.deepEqual(allowed('BOOKED', 'unbook', 'target').moments, { completedOn: null, dnaOn: null });
    assert.deepEqual(allowed('DNA', 'undna', 'target').moments, { completedOn: null, dnaOn: null });
  });

  test('each transition names its audit action', () => {
    const events = ALLOWED.map(([status, action, actor]) => [action, allowed(status, action, actor).event]);
    assert.deepEqual(Object.fromEntries(events), {
      accept: 'accepted',
      reject: 'rejected',
      cancel: 'cancelled',
      book: 'booked',
      unbook: 'unbooked',
      dna: 'dna',
      undna: 'undna',
    });
  });

  test('a refusal names the action and the current state, or who may act', () => {
    const message = (
      status: ReferralStatus,
      action: ReferralAction,
      actor: ReferralActor,
      postedOpen = false,
    ) => {
      const decision = decideTransition({ status, postedOpen }, action, actor);
      assert.ok(!decision.allowed && decision.refusal === 'conflict');
      return decision.message;
    };
    assert.equal(message('BOOKED', 'accept', 'target'), 'This referral is booked: it cannot be accepted.');
    assert.equal(
      message('ACCEPTED', 'cancel', 'sender'),
      'This referral is accepted: it cannot be cancelled.',
    );
    assert.equal(
      message('ACCEPTED', 'undna', 'target'),
      'This referral is accepted: it cannot be set active.',
    );
    assert.equal(
      message('PENDING', 'accept', 'sender'),
      'Only the receiving clinician can accept this referral.',
    );
    assert.equal(
      message('PENDING', 'cancel', 'target'),
      'Only the referring clinician can cancel this referral.',
    );
    assert.equal(message('ACCEPTED', 'accept', 'roleHolder', true), REFERRAL_MESSAGES.alreadyClaimed);
  });
});
