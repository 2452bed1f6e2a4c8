import { useEffect } from 'react';
import { reportError } from '@refnet/shared-ui';

/** SPEC §8 referral review: a problem shown on the review is also reported to the team, once. */
export function useReportProblem(problem: string | null) {
  useEffect(() => {
    if (problem) reportError(new Error(`Referral review: ${problem}`));
  }, [problem]);
}
