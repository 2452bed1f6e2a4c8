import { useState } from 'react';
import { REFERRAL_PAGE_SIZE, type Referral } from '@refnet/contracts/referrals';
import { EmptyState, pageCount, pageOf, Pager } from '@refnet/shared-ui/display';
import { ReferralBar } from '../../components/ReferralBar';
import type { Counterpart } from '../../components/ReferralCounterpart';
import { ReferralListHeader } from '../../components/ReferralListHeader';

export const NO_REFERRALS_TEXT = 'No referrals to display at the moment';

export interface ReferralGroupPageProps {
  /** The table's accessible name, e.g. "Referrals Received: New Referrals". */
  label: string;
  /** The group's referrals, already in the chosen order. */
  referrals: readonly Referral[];
  counterpart: Counterpart;
  counterpartTitle: string;
  canManage: boolean;
  refreshList: () => Promise<void>;
}

/** One group's referrals, 25 a page, with the pager when there are more (SPEC §2.9). */
export function ReferralGroupPage({
  label,
  referrals,
  counterpartTitle,
  ...barProps
}: ReferralGroupPageProps) {
  const [page, setPage] = useState(1);
  if (referrals.length === 0) return <EmptyState text={NO_REFERRALS_TEXT} />;
  const current = Math.min(page, pageCount(referrals.length, REFERRAL_PAGE_SIZE));
  return (
    <>
      <div role="table" aria-label={label}>
        <ReferralListHeader counterpartTitle={counterpartTitle} />
        {pageOf(referrals, current, REFERRAL_PAGE_SIZE).map((referral) => (
          <ReferralBar
            key={referral.id}
            referral={referral}
            counterpartTitle={counterpartTitle}
            {...barProps}
          />
        ))}
      </div>
      <Pager page={current} total={referrals.length} pageSize={REFERRAL_PAGE_SIZE} onChange={setPage} />
    </>
  );
}
