import { createRemoteLifecycles } from '@refnet/shared-ui/remote';
import { AdminApp } from './AdminApp';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AdminApp, { name: 'mf_admin' });
