import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
// By package name, not by path: the providers must be the page's one shared-ui, never a bundled copy.
import { RefnetProviders } from '@refnet/shared-ui';
import { FallbackCard } from '@refnet/shared-ui/display';

export type RemoteLifecycleOptions = {
  /** The application's name, for React DevTools and error messages. */
  name: string;
};

/** Where to render; the shell passes it as a custom prop (single-spa-react reads `props.domElement`). */
export type MountTargetProps = { domElement?: HTMLElement };

/** bootstrap, mount, unmount and update: an app uses the first three, a parcel all four. */
export type RemoteLifecycles<Props> = Required<ReactAppOrParcel<Props>>;

/** What single-spa passes to a mounted app or parcel: its own props plus the shell's custom props. */
export type RemoteRootProps<ExtraProps extends object = object> = ExtraProps & MountTargetProps & AppProps;

/**
 * single-spa lifecycles for a React root wrapped in RefnetProviders, where a render error shows the
 * FallbackCard instead of unmounting it. single-spa-react mounts into `props.domElement` when the shell
 * passes one, otherwise into a `single-spa-application:<name>` div it creates.
 */
export function reactLifecycles<ExtraProps extends object>(
  Root: React.ComponentType<RemoteRootProps<ExtraProps>>,
  displayName: string,
): RemoteLifecycles<ExtraProps & MountTargetProps> {
  function RefnetRemoteRoot(props: RemoteRootProps<ExtraProps>) {
    return (
      <RefnetProviders>
        <Root {...props} />
      </RefnetProviders>
    );
  }
  RefnetRemoteRoot.displayName = displayName;

  const lifecycles = singleSpaReact<ExtraProps & MountTargetProps>({
    React,
    ReactDOMClient,
    rootComponent: RefnetRemoteRoot,
    // Passing the error lets the card report it to the team (SPEC §2.15 "the team has been notified").
    errorBoundary: (error) => (
      <RefnetProviders>
        <FallbackCard error={error} />
      </RefnetProviders>
    ),
  });
  // single-spa-react adds `update` (parcelCanUpdate defaults to true); a parcel needs it for new props.
  const { update } = lifecycles;
  if (!update) throw new Error(`single-spa-react gave ${displayName} no update lifecycle`);
  return { ...lifecycles, update };
}

/** The root's name in React DevTools and errors. */
export const rootName = (
  kind: string,
  Root: { displayName?: string | undefined; name: string },
  options: RemoteLifecycleOptions | undefined,
) => `${kind}(${options?.name ?? Root.displayName ?? Root.name})`;
