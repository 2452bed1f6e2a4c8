import type { TimelineResponse } from '@refnet/contracts/conversation';
import type {
  InboundReferralsResponse,
  OutboundReferralsResponse,
  Referral,
} from '@refnet/contracts/referrals';
import { eventEntries } from '../features/conversation/useReferralConversation';

type List = InboundReferralsResponse | OutboundReferralsResponse | undefined;

const referralsOf = (list: List): readonly Referral[] => {
  if (!list) return [];
  if ('referralsMade' in list) return Object.values(list.referralsMade).flat();
  return [...Object.values(list.referralsReceived).flat(), ...list.referralsOpen];
};

/**
 * GET /referrals/{id}/timeline/ as the API would answer it for a referral of the fake lists that has no
 * messages or files: its state changes, seen from the side whose list holds it. Undefined when no list has it.
 */
export function fakeTimeline(
  referralId: number,
  inbound: List,
  outbound: List,
): TimelineResponse | undefined {
  const made = referralsOf(outbound).find((referral) => referral.id === referralId);
  const received = referralsOf(inbound).find((referral) => referral.id === referralId);
  const referral = made ?? received;
  if (!referral) return undefined;
  return {
    entries: eventEntries(referral.events),
    earlier: null,
    viewer: made ? 'sender' : 'receiver',
    receiverHasAccepted: referral.targetHasAccepted,
    canPost: referral.targetClinician !== null,
    unread: false,
  };
}
