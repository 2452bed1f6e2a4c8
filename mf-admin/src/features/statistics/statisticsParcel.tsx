import type { StatisticsParcelProps } from '@refnet/contracts/admin';
import { createParcelLifecycles } from '@refnet/shared-ui/remote';
import { StatisticsPanel } from './StatisticsPanel';

/** single-spa parcel `mf_admin/statistics`, mounted by the shell's staff dashboard. */
export const { bootstrap, mount, unmount, update } = createParcelLifecycles<StatisticsParcelProps>(
  StatisticsPanel,
  { name: 'mf_admin_statistics' },
);
