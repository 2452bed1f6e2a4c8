import { REFERRAL_PAGE_SIZE } from '@refnet/contracts/referrals';
import { EmptyState, LoadFailed, LoadingState, Pager } from '@refnet/shared-ui/display';
import { ReferralBar } from '../../components/ReferralBar';
import type { Counterpart } from '../../components/ReferralCounterpart';
import { ReferralListHeader } from '../../components/ReferralListHeader';
import { useReferralPage, type ReferralPageSource } from './useReferralPage';

export const NO_REFERRALS_TEXT = 'No referrals to display at the moment';
export const LOADING_PAGE_TEXT = 'Loading referrals...';
export const PAGE_LOAD_FAILED_TEXT = 'This page of referrals could not be loaded. Please try again.';

export interface ReferralGroupPageProps {
  /** The table's accessible name, e.g. "Referrals Received: New Referrals". */
  label: string;
  /** Which group, in which order, and its first page as the list holds it. */
  source: ReferralPageSource;
  counterpart: Counterpart;
  counterpartTitle: string;
  canManage: boolean;
  refreshList: () => Promise<void>;
}

/** One group's referrals, 25 a page read from the server, with the pager when there are more (SPEC §2.9). */
export function ReferralGroupPage({ label, source, counterpartTitle, ...barProps }: ReferralGroupPageProps) {
  const { state, goTo, retry } = useReferralPage(source);
  if (state.status === 'error') return <LoadFailed text={PAGE_LOAD_FAILED_TEXT} onRetry={retry} />;
  if (!state.shown) return <LoadingState text={LOADING_PAGE_TEXT} />;
  const { page, referrals, total } = state.shown;
  if (referrals.length === 0) return <EmptyState text={NO_REFERRALS_TEXT} />;
  return (
    <>
      <div role="table" aria-label={label} aria-busy={state.status === 'loading'}>
        <ReferralListHeader counterpartTitle={counterpartTitle} />
        {referrals.map((referral) => (
          <ReferralBar
            key={referral.id}
            referral={referral}
            counterpartTitle={counterpartTitle}
            {...barProps}
          />
        ))}
      </div>
      <Pager page={page} total={total} pageSize={REFERRAL_PAGE_SIZE} onChange={goTo} />
    </>
  );
}
