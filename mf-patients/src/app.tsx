import { createRemoteLifecycles } from '@refnet/shared-ui/remote';
import { PatientsApp } from './PatientsApp';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(PatientsApp, { name: 'mf_patients' });
