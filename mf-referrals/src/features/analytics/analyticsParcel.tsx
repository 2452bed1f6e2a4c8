import type { AnalyticsParcelProps } from '@refnet/contracts/referrals';
import { createParcelLifecycles } from '@refnet/shared-ui/remote';
import { AnalyticsPanel } from './AnalyticsPanel';

/** single-spa parcel `mf_referrals/analytics`, mounted by the shell's dashboard for clinicians and delegates. */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<AnalyticsParcelProps>(
  AnalyticsPanel,
  {
    name: 'mf_referrals_analytics',
  },
);
