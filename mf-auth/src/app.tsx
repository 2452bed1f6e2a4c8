import { createRemoteLifecycles } from '@refnet/shared-ui/remote';
import { AuthApp } from './AuthApp';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AuthApp, { name: 'mf_auth' });
