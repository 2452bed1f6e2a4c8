import type { ComponentType } from 'react';
import {
  reactLifecycles,
  rootName,
  type MountTargetProps,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
  type RemoteRootProps,
} from './reactLifecycles';

/**
 * single-spa lifecycles for a parcel (a piece of one remote mounted inside another's screen or the shell's
 * dashboard): as createRemoteLifecycles, without a router. A parcel does not route, and this module does
 * not import react-router, so the dashboard's parcels do not load it (63 KiB gzip).
 */
export function createParcelLifecycles<ExtraProps extends object = object>(
  RootComponent: ComponentType<RemoteRootProps<ExtraProps>>,
  options?: RemoteLifecycleOptions,
): RemoteLifecycles<ExtraProps & MountTargetProps> {
  return reactLifecycles(RootComponent, rootName('RefnetParcelRoot', RootComponent, options));
}
