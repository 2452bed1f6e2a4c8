import type { ScreenProps } from '@refnet/shared-ui';
import { OUTBOUND_GROUPS } from './referralGroups';
import { ReferralListScreen, type ReferralListConfig } from './ReferralListScreen';

export const OUTBOUND_HELP_TITLE = 'Referrals Made Information';

const OUTBOUND: ReferralListConfig<'outbound'> = {
  direction: 'outbound',
  groups: OUTBOUND_GROUPS,
  helpTitle: OUTBOUND_HELP_TITLE,
  counterpart: 'target',
  counterpartTitle: 'Target Clinician',
};

/** /referrals/outbound (SPEC §2.8). */
export function OutboundReferralsScreen(props: ScreenProps) {
  return <ReferralListScreen {...props} config={OUTBOUND} />;
}
