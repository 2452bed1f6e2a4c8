import { createRemoteLifecycles } from '@refnet/shared-ui/remote';
import { ReferralsApp } from './ReferralsApp';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(ReferralsApp, { name: 'mf_referrals' });
