import { createRemoteLifecycles } from '@refnet/shared-ui/remote';
import { CliniciansApp } from './CliniciansApp';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(CliniciansApp, { name: 'mf_clinicians' });
