// Test-only: a tiny stand-in for @vis.gl/react-google-maps, so jest never loads Google Maps.
//   jest.mock('@vis.gl/react-google-maps', () => jest.requireActual('<path>/features/map/fakeGoogleMaps'));
// Map renders its children in a div that shows the options it was given; Marker is a button named by its
// title; InfoWindow is a dialog with a Close button; `fakeMaps` sets the loading status and the bounds.
import { useEffect, useRef, type ReactNode } from 'react';
import type { MapBounds } from '../components/map/geo';

export const APILoadingStatus = {
  NOT_LOADED: 'NOT_LOADED',
  LOADING: 'LOADING',
  LOADED: 'LOADED',
  FAILED: 'FAILED',
  AUTH_FAILURE: 'AUTH_FAILURE',
} as const;

const LONDON: MapBounds = { north: 51.7, south: 51.3, east: 0.2, west: -0.5 };

const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng });

function fakeMapInstance() {
  return {
    panTo: jest.fn(),
    setZoom: jest.fn(),
    getBounds: () => ({
      getNorthEast: () => latLng(fakeMaps.bounds.north, fakeMaps.bounds.east),
      getSouthWest: () => latLng(fakeMaps.bounds.south, fakeMaps.bounds.west),
    }),
  };
}

export const fakeMaps = {
  status: APILoadingStatus.LOADED as string,
  /** When true, APIProvider calls onError as a script that fails to load would. */
  failToLoad: false,
  bounds: LONDON,
  map: fakeMapInstance(),
  idle: () => undefined as void,
  /** Moves the visible area and fires the map's idle event. */
  settle(bounds: MapBounds) {
    fakeMaps.bounds = bounds;
    fakeMaps.idle();
  },
  reset() {
    Object.assign(fakeMaps, {
      status: APILoadingStatus.LOADED,
      failToLoad: false,
      bounds: LONDON,
      map: fakeMapInstance(),
      idle: () => undefined,
    });
  },
};

// markerIcon builds google.maps.Size and Point; the stand-in's are plain records.
class Size {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}
class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}
Object.assign(globalThis, { google: { maps: { Size, Point } } });

export function APIProvider({
  children,
  onError,
}: {
  children: ReactNode;
  onError?: (error: unknown) => void;
}) {
  useEffect(() => {
    if (fakeMaps.failToLoad) onError?.(new Error('The Google Maps JavaScript API could not load.'));
  }, [onError]);
  return <>{children}</>;
}

export const useApiLoadingStatus = () => fakeMaps.status;
export const useApiIsLoaded = () => fakeMaps.status === APILoadingStatus.LOADED;
export const useMap = () => fakeMaps.map;

interface FakeMapProps {
  children?: ReactNode;
  defaultCenter?: { lat: number; lng: number };
  defaultZoom?: number;
  gestureHandling?: string;
  draggable?: boolean;
  zoomControl?: boolean;
  scrollwheel?: boolean;
  disableDoubleClickZoom?: boolean;
  onIdle?: (event: { type: string; map: unknown }) => void;
}

export function Map({ children, onIdle, ...options }: FakeMapProps) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });
  // Like Google's map: idle once loaded, then whenever the view comes to rest (fakeMaps.settle).
  useEffect(() => {
    fakeMaps.idle = () => onIdleRef.current?.({ type: 'idle', map: fakeMaps.map });
    fakeMaps.idle();
  }, []);
  return (
    <div
      data-testid="fake-map"
      data-center={JSON.stringify(options.defaultCenter)}
      data-zoom={options.defaultZoom}
      data-gesture-handling={options.gestureHandling}
      data-draggable={String(options.draggable)}
      data-zoom-control={String(options.zoomControl)}
      data-scrollwheel={String(options.scrollwheel)}
      data-disable-double-click-zoom={String(options.disableDoubleClickZoom)}
    >
      {children}
    </div>
  );
}

interface FakeMarkerProps {
  title?: string;
  icon?: { scaledSize?: { width: number } };
  onClick?: () => void;
  onMouseOver?: () => void;
  onMouseOut?: () => void;
}

export function Marker({ title, icon, onClick, onMouseOver, onMouseOut }: FakeMarkerProps) {
  return (
    <button
      type="button"
      title={title}
      aria-label={title}
      data-size={icon?.scaledSize?.width}
      onClick={() => onClick?.()}
      onMouseOver={() => onMouseOver?.()}
      onMouseOut={() => onMouseOut?.()}
    />
  );
}

interface FakeInfoWindowProps {
  children?: ReactNode;
  onCloseClick?: () => void;
  onClose?: () => void;
}

/** Google fires 'closeclick' then 'close' for the close button ('close' alone for Escape). */
export function InfoWindow({ children, onCloseClick, onClose }: FakeInfoWindowProps) {
  return (
    <div role="dialog" aria-label="Marker popup" onKeyDown={(event) => event.key === 'Escape' && onClose?.()}>
      {children}
      <button
        type="button"
        onClick={() => {
          onCloseClick?.();
          onClose?.();
        }}
      >
        Close
      </button>
    </div>
  );
}
