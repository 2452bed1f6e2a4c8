import { REFERRAL_STATUSES, type ReferralStatus } from '@refnet/contracts/patients';
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { referrals } from '../../db/schema.js';

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

/** SQL: the receiver has accepted the referral (it may have been booked, DNA'd or rejected since). */
export const acceptedByReceiver = () =>
  or(
    inArray(referrals.status, ['ACCEPTED', 'BOOKED', 'DNA'] satisfies ReferralStatus[]),
    and(eq(referrals.status, 'REJECTED' satisfies ReferralStatus), isNotNull(referrals.acceptedOn)),
  );

/** SQL: the referral puts its patient in one of the receiver's groups (see receivedGroupOf). */
export const inReceiverGroups = () =>
  or(eq(referrals.status, 'PENDING' satisfies ReferralStatus), acceptedByReceiver());

/** SQL: a referral that still counts (a cancelled one leaves the patient "Added"). */
export const notCancelled = () => ne(referrals.status, 'CANCELLED' satisfies ReferralStatus);

/** The stored text as the contract's status (the table's check constraint allows nothing else). */
export function toReferralStatus(status: string): ReferralStatus {
  const known = REFERRAL_STATUSES.find((value) => value === status);
  if (!known) throw new Error(`unknown referral status ${status}`);
  return known;
}
