import { LoadingState } from '@refnet/shared-ui/display';

/** SPEC §8 loading text of the search and the clinician page. */
export const LOADING_CLINICIANS_TEXT = 'Loading clinician profiles...';

export function LoadingClinicians() {
  return <LoadingState text={LOADING_CLINICIANS_TEXT} />;
}
