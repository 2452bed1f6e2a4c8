// @refnet/shared-ui/remote: what only remotes need. Kept out of the main entry so react-router loads
// with the first remote that routes, not with the shell's landing page (nor with a parcel).
export { createParcelLifecycles } from './createParcelLifecycles';
export { createRemoteLifecycles } from './createRemoteLifecycles';
export {
  type MountTargetProps,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
  type RemoteRootProps,
} from './reactLifecycles';
