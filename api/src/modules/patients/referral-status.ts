import { REFERRAL_STATUSES, type ReferralStatus } from '@refnet/contracts/referrals';
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { referrals } from '../../db/schema.js';

// A referral's status decides what its receiver sees of the patient, so it lives with the patients;
// the referrals area builds on the patients area, never the other way round.

/** The receiver has taken the referral on: they see the patient whole (SPEC §4). */
export const RECEIVER_HAS_ACCEPTED: readonly ReferralStatus[] = ['ACCEPTED', 'BOOKED', 'DNA'];

/** SQL: the receiver has accepted the referral (it may have been booked, DNA'd or rejected since). */
export const acceptedByReceiver = () =>
  or(
    inArray(referrals.status, [...RECEIVER_HAS_ACCEPTED]),
    and(eq(referrals.status, 'REJECTED' satisfies ReferralStatus), isNotNull(referrals.acceptedOn)),
  );

/** SQL: a referral that still counts (a cancelled one leaves the patient "Added"). */
export const notCancelled = () => ne(referrals.status, 'CANCELLED' satisfies ReferralStatus);

/** The stored text as the contract's status (the table's check constraint allows nothing else). */
export function toReferralStatus(status: string): ReferralStatus {
  const known = REFERRAL_STATUSES.find((value) => value === status);
  if (!known) throw new Error(`unknown referral status ${status}`);
  return known;
}
