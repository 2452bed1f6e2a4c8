import type { Message } from '@refnet/contracts';
import type { Referral } from '@refnet/contracts/referrals';
import {
  acceptReferral,
  cancelReferral,
  completeReferral,
  dnaReferral,
  rejectReferral,
} from '@refnet/shared-ui/referrals';

export type ReferralAction = 'cancel' | 'accept' | 'reject' | 'dna' | 'booked' | 'setActive';

export const ACTION_LABELS: Record<ReferralAction, string> = {
  cancel: 'Cancel',
  accept: 'Accept',
  reject: 'Reject',
  dna: 'DNA',
  booked: 'Booked',
  setActive: 'Set active',
};

/** Actions that ask "are you sure?" first: they cannot be undone from the list. */
export const CONFIRMATIONS: Partial<Record<ReferralAction, { title: string; okText: string }>> = {
  cancel: { title: 'Cancel this referral?', okText: 'Cancel referral' },
  reject: { title: 'Reject this referral?', okText: 'Reject referral' },
};

/** SPEC §4 buttons per view, in order. A sent referral can be cancelled only until someone accepts it. */
export function actionsFor(referral: Pick<Referral, 'displayType' | 'status'>): ReferralAction[] {
  switch (referral.displayType) {
    case 'Sent':
      return referral.status === 'PENDING' || referral.status === 'OPEN' ? ['cancel'] : [];
    case 'Open':
      return ['accept'];
    case 'Pending':
      return ['accept', 'reject'];
    case 'Accepted':
      return ['reject', 'dna', 'booked'];
    case 'Booked':
      return ['setActive', 'dna'];
    case 'Dna':
      return ['setActive', 'booked'];
  }
}

/**
 * Sends the action's call. SPEC §4 "Set active": a booked referral is un-booked, a DNA'd one un-DNA'd,
 * both returning to accepted. Resolves to the server's message.
 */
export async function runReferralAction(
  action: ReferralAction,
  referral: Pick<Referral, 'id' | 'displayType'>,
): Promise<Message> {
  const { id } = referral;
  switch (action) {
    case 'cancel':
      return (await cancelReferral(id)).message;
    case 'accept':
      return (await acceptReferral(id)).message;
    case 'reject':
      return (await rejectReferral(id)).message;
    case 'dna':
      return (await dnaReferral(id, { toDna: true })).message;
    case 'booked':
      return (await completeReferral(id, { toComplete: true })).message;
    case 'setActive':
      return referral.displayType === 'Booked'
        ? (await completeReferral(id, { toComplete: false })).message
        : (await dnaReferral(id, { toDna: false })).message;
  }
}
