import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ReferralDirection } from '../../state/referralListQuery';
import { groupFromQuery, referralGroupHref, REFERRAL_TYPE_PARAM } from './referralGroups';

/**
 * The chosen group, read from ?referralType= (SPEC §2.7); choosing one adds a history entry, so links,
 * reloads and the back button all land on the group they name.
 */
export function useReferralGroup<Group extends { key: string }>(
  direction: ReferralDirection,
  groups: readonly Group[],
): [Group, (key: string) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const group = groupFromQuery(groups, params.get(REFERRAL_TYPE_PARAM));
  const choose = useCallback(
    (key: string) => navigate(referralGroupHref(direction, key)),
    [direction, navigate],
  );
  return [group, choose];
}
