import {
  REFERRAL_MESSAGES,
  type ReferralEventAction,
  type ReferralStatus,
} from '@refnet/contracts/referrals';

/** SPEC §4 transitions: the buttons of the referral views. */
export const REFERRAL_ACTIONS = ['accept', 'reject', 'cancel', 'book', 'unbook', 'dna', 'undna'] as const;
export type ReferralAction = (typeof REFERRAL_ACTIONS)[number];

/**
 * Who asks, seen from the referral. sender: its referrer (or their delegate). target: the named or
 * accepting clinician (or their delegate). roleHolder: a clinician who holds the job role of an open
 * referral and did not send it. other: anyone else.
 */
export const REFERRAL_ACTORS = ['sender', 'target', 'roleHolder', 'other'] as const;
export type ReferralActor = (typeof REFERRAL_ACTORS)[number];

/** The referral's moments a transition writes: now, or cleared. */
export type ReferralMoment = 'acceptedOn' | 'completedOn' | 'dnaOn' | 'rejectedOn' | 'cancelledOn';
export type MomentChanges = Partial<Record<ReferralMoment, 'now' | null>>;

export interface ReferralFacts {
  status: ReferralStatus;
  /** Posted open to a job role (specifiedClinician false), whether or not someone has claimed it since. */
  postedOpen: boolean;
}

export type TransitionDecision =
  | {
      allowed: true;
      toStatus: ReferralStatus;
      event: ReferralEventAction;
      moments: MomentChanges;
      /** An open referral is being claimed: its target becomes the accepter's role profile. */
      claimsTarget: boolean;
    }
  /** notFound: the caller is no party to the referral, so its id must reveal nothing. */
  | { allowed: false; refusal: 'notFound' }
  /** A party asked for what the rules refuse: 409 with `message`. */
  | { allowed: false; refusal: 'conflict'; message: string };

interface Rule {
  actor: Exclude<ReferralActor, 'other'>;
  from: readonly ReferralStatus[];
  to: ReferralStatus;
  event: ReferralEventAction;
  moments: MomentChanges;
}

const RULES: Record<ReferralAction, readonly Rule[]> = {
  accept: [
    { actor: 'target', from: ['PENDING'], to: 'ACCEPTED', event: 'accepted', moments: { acceptedOn: 'now' } },
    {
      actor: 'roleHolder',
      from: ['OPEN'],
      to: 'ACCEPTED',
      event: 'accepted',
      moments: { acceptedOn: 'now' },
    },
  ],
  reject: [
    {
      actor: 'target',
      from: ['PENDING', 'ACCEPTED'],
      to: 'REJECTED',
      event: 'rejected',
      moments: { rejectedOn: 'now' },
    },
  ],
  cancel: [
    {
      actor: 'sender',
      from: ['PENDING', 'OPEN'],
      to: 'CANCELLED',
      event: 'cancelled',
      moments: { cancelledOn: 'now' },
    },
  ],
  book: [
    {
      actor: 'target',
      from: ['ACCEPTED', 'DNA'],
      to: 'BOOKED',
      event: 'booked',
      moments: { completedOn: 'now', dnaOn: null },
    },
  ],
  unbook: [
    {
      actor: 'target',
      from: ['BOOKED'],
      to: 'ACCEPTED',
      event: 'unbooked',
      moments: { completedOn: null, dnaOn: null },
    },
  ],
  dna: [
    {
      actor: 'target',
      from: ['ACCEPTED', 'BOOKED'],
      to: 'DNA',
      event: 'dna',
      moments: { dnaOn: 'now', completedOn: null },
    },
  ],
  undna: [
    {
      actor: 'target',
      from: ['DNA'],
      to: 'ACCEPTED',
      event: 'undna',
      moments: { completedOn: null, dnaOn: null },
    },
  ],
};

const STATE_WORDS: Record<ReferralStatus, string> = {
  OPEN: 'open',
  PENDING: 'pending',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
  BOOKED: 'booked',
  DNA: 'marked as did not attend',
  CANCELLED: 'cancelled',
};

const DONE_WORDS: Record<ReferralAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  book: 'marked as booked',
  unbook: 'set active',
  dna: 'marked as did not attend',
  undna: 'set active',
};

const VERBS: Record<ReferralAction, string> = {
  accept: 'accept',
  reject: 'reject',
  cancel: 'cancel',
  book: 'mark as booked',
  unbook: 'set active',
  dna: 'mark as did not attend',
  undna: 'set active',
};

/** The 409 sentences: the action refused, and why. */
export const TRANSITION_MESSAGES = {
  wrongState: (status: ReferralStatus, action: ReferralAction) =>
    `This referral is ${STATE_WORDS[status]}: it cannot be ${DONE_WORDS[action]}.`,
  onlyReceiver: (action: ReferralAction) =>
    `Only the receiving clinician can ${VERBS[action]} this referral.`,
  onlySender: (action: ReferralAction) => `Only the referring clinician can ${VERBS[action]} this referral.`,
} as const;

const conflict = (message: string): TransitionDecision => ({ allowed: false, refusal: 'conflict', message });
const NOT_FOUND: TransitionDecision = { allowed: false, refusal: 'notFound' };

/** Someone claimed this open referral before the caller (they may have rejected or booked it since). */
const CLAIMED: readonly ReferralStatus[] = ['ACCEPTED', 'REJECTED', 'BOOKED', 'DNA'];

/**
 * SPEC §4: whether `actor` may take `action` on a referral in this state, and what it changes. Pure:
 * the caller has locked the row and resolved the actor. A role holder is a party only to a referral
 * still open; one who lost the race to claim it is told so rather than told it does not exist.
 */
export function decideTransition(
  referral: ReferralFacts,
  action: ReferralAction,
  actor: ReferralActor,
): TransitionDecision {
  if (actor === 'other') return NOT_FOUND;
  if (actor === 'roleHolder' && (!referral.postedOpen || referral.status !== 'OPEN')) {
    const lostTheRace = referral.postedOpen && action === 'accept' && CLAIMED.includes(referral.status);
    return lostTheRace ? conflict(REFERRAL_MESSAGES.alreadyClaimed) : NOT_FOUND;
  }

  const rules = RULES[action];
  const rule = rules.find(
    (candidate) => candidate.actor === actor && candidate.from.includes(referral.status),
  );
  if (rule) {
    return {
      allowed: true,
      toStatus: rule.to,
      event: rule.event,
      moments: rule.moments,
      claimsTarget: actor === 'roleHolder',
    };
  }
  if (!rules.some((candidate) => candidate.actor === actor)) {
    const sendersAction = rules.some((candidate) => candidate.actor === 'sender');
    return conflict(
      sendersAction ? TRANSITION_MESSAGES.onlySender(action) : TRANSITION_MESSAGES.onlyReceiver(action),
    );
  }
  return conflict(TRANSITION_MESSAGES.wrongState(referral.status, action));
}
