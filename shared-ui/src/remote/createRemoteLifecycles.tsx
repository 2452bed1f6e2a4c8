import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import {
  reactLifecycles,
  rootName,
  type MountTargetProps,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
  type RemoteRootProps,
} from './reactLifecycles';

/**
 * single-spa lifecycles for a RefNet remote application: the root is wrapped in RefnetProviders and its
 * own BrowserRouter (single-spa keeps every router in step), and a render error shows the FallbackCard
 * instead of unmounting the app. A parcel, which does not route, takes createParcelLifecycles.
 */
export function createRemoteLifecycles<ExtraProps extends object = object>(
  RootComponent: ComponentType<RemoteRootProps<ExtraProps>>,
  options?: RemoteLifecycleOptions,
): RemoteLifecycles<ExtraProps & MountTargetProps> {
  function RoutedRoot(props: RemoteRootProps<ExtraProps>) {
    return (
      <BrowserRouter>
        <RootComponent {...props} />
      </BrowserRouter>
    );
  }
  return reactLifecycles(RoutedRoot, rootName('RefnetRemoteRoot', RootComponent, options));
}
