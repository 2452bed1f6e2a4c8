import type { ScreenProps } from '@refnet/shared-ui';
import { INBOUND_GROUPS } from './referralGroups';
import { ReferralListScreen, type ReferralListConfig } from './ReferralListScreen';

export const INBOUND_HELP_TITLE = 'Referrals Received Information';

const INBOUND: ReferralListConfig<'inbound'> = {
  direction: 'inbound',
  groups: INBOUND_GROUPS,
  helpTitle: INBOUND_HELP_TITLE,
  counterpart: 'referrer',
  counterpartTitle: 'Referrer',
};

/** /referrals/inbound (SPEC §2.7). */
export function InboundReferralsScreen(props: ScreenProps) {
  return <ReferralListScreen {...props} config={INBOUND} />;
}
