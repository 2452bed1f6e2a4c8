import { useCallback, useState } from 'react';
import {
  mountRootParcel,
  type Parcel as MountedParcel,
  type ParcelConfig,
  type ParcelProps,
} from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { isRemoteIncompatible, loadRemoteModule } from '@refnet/shared-ui';
import { RemoteUnavailableCard } from '../RemoteUnavailableCard/RemoteUnavailableCard';

export type RemoteParcelProps<P extends object> = {
  /** The exposed module, e.g. `mf_clinicians/clinicianPicker`. */
  id: string;
  /** What the parcel receives; new values reach it through its `update` lifecycle. */
  parcelProps: P;
};

/** A loaded parcel's lifecycles (single-spa's ParcelConfig also allows a function loading them). */
type ParcelLifecycles<P> = Exclude<ParcelConfig<P>, () => unknown>;

/**
 * Mounts another remote's single-spa parcel here. When the remote cannot be loaded (or the parcel fails),
 * the contained "unavailable — retry" card stands in its place and the rest of the screen keeps working.
 */
export function RemoteParcel<P extends object>({ id, parcelProps }: RemoteParcelProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<false | 'unavailable' | 'updating'>(false);
  const loadConfig = useCallback(() => loadRemoteModule<ParcelLifecycles<P>>(id), [id]);
  const fail = useCallback((error: unknown) => {
    console.error(error);
    setFailed(isRemoteIncompatible(error) ? 'updating' : 'unavailable');
  }, []);
  // single-spa exposes a parcel's load, bootstrap and mount as separate promises, and single-spa-react
  // re-throws a failure after reporting it: each would be a rejection nobody handles. Settling them here
  // keeps the failure in the card (a failed parcel is SKIP_BECAUSE_BROKEN, so it is not unmounted or updated).
  const mountParcel = useCallback(
    (config: ParcelConfig, props: ParcelProps): MountedParcel => {
      const parcel = mountRootParcel(config, props);
      const reported = () => null;
      void parcel.loadPromise.catch(reported);
      void parcel.bootstrapPromise.catch(reported);
      // Replaced, not copied: single-spa adds `update` to this object once the config has loaded.
      parcel.mountPromise = parcel.mountPromise.catch((error: unknown) => {
        fail(error);
        return null;
      });
      return parcel;
    },
    [fail],
  );
  if (failed)
    return (
      <RemoteUnavailableCard
        updating={failed === 'updating'}
        onRetry={() => {
          setFailed(false);
          setAttempt((previous) => previous + 1);
        }}
      />
    );
  return (
    <Parcel
      key={`${id}#${attempt}`}
      config={loadConfig}
      mountParcel={mountParcel}
      handleError={fail}
      {...parcelProps}
    />
  );
}
