import type { Referral } from '@refnet/contracts/referrals';
import type { SortOrder } from '@refnet/shared-ui/display';

/** Newest first: the later createdOn, then the higher id. */
function newestFirst(a: Referral, b: Referral): number {
  return Date.parse(b.createdOn) - Date.parse(a.createdOn) || b.id - a.id;
}

/** A group's referrals in the chosen order of referral time. */
export function sortReferrals(referrals: readonly Referral[], order: SortOrder): Referral[] {
  const sorted = [...referrals].sort(newestFirst);
  return order === 'newest' ? sorted : sorted.reverse();
}
