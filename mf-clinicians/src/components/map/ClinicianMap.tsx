import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { APILoadingStatus, APIProvider, useApiLoadingStatus } from '@vis.gl/react-google-maps';
import { useAppConfig } from '@refnet/shared-ui';
import { MapCanvas, type MapCanvasProps } from './MapCanvas';
import { MapLoadFailed } from './MapLoadFailed';
import { useMapsAuthFailure } from './useMapsAuthFailure';

export type ClinicianMapProps = MapCanvasProps;

const UNAVAILABLE: readonly string[] = [APILoadingStatus.FAILED, APILoadingStatus.AUTH_FAILURE];

/** The map, or the failure message once the API is known to be unusable; then nothing filters by bounds. */
function WhenMapsWork({
  failed,
  onUnavailable,
  children,
}: {
  failed: boolean;
  onUnavailable: () => void;
  children: ReactNode;
}) {
  const status = useApiLoadingStatus();
  const unavailable = failed || UNAVAILABLE.includes(status);
  useEffect(() => {
    if (unavailable) onUnavailable();
  }, [unavailable, onUnavailable]);
  return unavailable ? <MapLoadFailed /> : children;
}

/**
 * The clinicians' map (SPEC §2.12) with the key from /config.json. Without a key, or when Google Maps does
 * not load, the area says "Error loading Google Maps." and the rest of the page works without it.
 */
export function ClinicianMap(props: ClinicianMapProps) {
  const apiKey = useAppConfig()?.googleMapsApiKey ?? '';
  const [failed, setFailed] = useState(false);
  const fail = useCallback((error: unknown) => {
    console.error('Google Maps failed to load', error);
    setFailed(true);
  }, []);
  useMapsAuthFailure(fail);
  const { onBoundsChange } = props;
  const forgetBounds = useCallback(() => onBoundsChange(null), [onBoundsChange]);

  return (
    <section aria-label="Map of clinicians">
      {apiKey === '' ? (
        <MapLoadFailed />
      ) : (
        <APIProvider apiKey={apiKey} onError={fail}>
          <WhenMapsWork failed={failed} onUnavailable={forgetBounds}>
            <MapCanvas {...props} />
          </WhenMapsWork>
        </APIProvider>
      )}
    </section>
  );
}
