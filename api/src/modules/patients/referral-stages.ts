import type { ReferralStatus } from '@refnet/contracts/patients';
import { eq, or } from 'drizzle-orm';
import { referrals } from '../../db/schema.js';
import { acceptedByReceiver } from './referral-status.js';

/** The group of the receiver's patient list a referral to them puts its patient in (SPEC §2.10). */
export type ReceivedGroup = 'pending' | 'accepted' | 'completed';

/** PENDING → pending; ACCEPTED → accepted; BOOKED, DNA or rejected after accepting → completed. */
export function receivedGroupOf(status: string, acceptedOn: Date | null): ReceivedGroup | undefined {
  switch (status) {
    case 'PENDING':
      return 'pending';
    case 'ACCEPTED':
      return 'accepted';
    case 'BOOKED':
    case 'DNA':
      return 'completed';
    case 'REJECTED':
      return acceptedOn ? 'completed' : undefined;
    default:
      return undefined;
  }
}

/** SQL: the referral puts its patient in one of the receiver's groups (see receivedGroupOf). */
export const inReceiverGroups = () =>
  or(eq(referrals.status, 'PENDING' satisfies ReferralStatus), acceptedByReceiver());
