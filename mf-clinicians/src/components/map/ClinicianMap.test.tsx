import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfigAtom, appStore, RefnetProviders } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import { addressesOf, clinicianCard } from '../../testing/clinicianFixtures';
import { ClinicianMap, type ClinicianMapProps } from './ClinicianMap';
import { APILoadingStatus, fakeMaps } from '../../testing/fakeGoogleMaps';
import { toMapMarkers } from './mapMarkers';

jest.mock('@vis.gl/react-google-maps', () => jest.requireActual('../../testing/fakeGoogleMaps'));

const amelia = clinicianCard();
const unknownHere = clinicianCard({
  id: 2,
  title: '',
  firstName: '',
  lastName: '',
  jobRole: [],
  appointmentsContact: [],
  clinic: { addressId: 20, latitude: 51.52, longitude: -0.1 },
});
const MARKERS = toMapMarkers(addressesOf([amelia, unknownHere]), [amelia, unknownHere]);
const FOCUS = { lat: 51.501162, lng: -0.141745, zoom: 10 };

beforeEach(() => {
  fakeMaps.reset();
  appStore.set(appConfigAtom, { ...appConfig, googleMapsApiKey: 'test-key' });
});
afterEach(() => appStore.set(appConfigAtom, null));

function showMap(props: Partial<ClinicianMapProps> = {}) {
  const all: ClinicianMapProps = {
    focus: FOCUS,
    markers: MARKERS,
    highlightedAddressId: null,
    onHover: jest.fn(),
    onBoundsChange: jest.fn(),
    height: 400,
    ...props,
  };
  const view = render(
    <RefnetProviders>
      <ClinicianMap {...all} />
    </RefnetProviders>,
  );
  const rerender = (next: Partial<ClinicianMapProps>) =>
    view.rerender(
      <RefnetProviders>
        <ClinicianMap {...all} {...next} />
      </RefnetProviders>,
    );
  return { ...all, rerender };
}

const region = () => screen.getByRole('region', { name: 'Map of clinicians' });
const mapBox = () => screen.getByTestId('fake-map');

describe('ClinicianMap', () => {
  it('starts at the focus with a marker per address, named after its clinicians, 25 px', () => {
    showMap();
    expect(mapBox()).toHaveAttribute('data-center', JSON.stringify({ lat: 51.501162, lng: -0.141745 }));
    expect(mapBox()).toHaveAttribute('data-zoom', '10');
    const markers = within(region()).getAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('title'))).toEqual([
      'Dr Amelia Hart',
      'Unknown Clinician',
    ]);
    expect(markers[0]).toHaveAttribute('data-size', '25');
  });

  it('makes the highlighted marker 50 px and reports hovering a marker', async () => {
    const { onHover } = showMap({ highlightedAddressId: 10 });
    expect(screen.getByRole('button', { name: 'Dr Amelia Hart' })).toHaveAttribute('data-size', '50');
    expect(screen.getByRole('button', { name: 'Unknown Clinician' })).toHaveAttribute('data-size', '25');
    await userEvent.hover(screen.getByRole('button', { name: 'Unknown Clinician' }));
    expect(onHover).toHaveBeenLastCalledWith(20);
    await userEvent.unhover(screen.getByRole('button', { name: 'Unknown Clinician' }));
    expect(onHover).toHaveBeenLastCalledWith(null);
  });

  it('reports the visible area whenever the map comes to rest', () => {
    const { onBoundsChange } = showMap();
    expect(onBoundsChange).toHaveBeenLastCalledWith({ north: 51.7, south: 51.3, east: 0.2, west: -0.5 });
    act(() => fakeMaps.settle({ north: 51.6, south: 51.4, east: 0, west: -0.3 }));
    expect(onBoundsChange).toHaveBeenLastCalledWith({ north: 51.6, south: 51.4, east: 0, west: -0.3 });
  });

  it('opens a popup with the SPEC fallbacks and freezes the map until it is closed', async () => {
    showMap();
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'auto');
    await userEvent.click(screen.getByRole('button', { name: 'Unknown Clinician' }));
    const popup = screen.getByRole('dialog', { name: 'Marker popup' });
    expect(popup).toHaveTextContent('Unknown Clinician');
    expect(popup).toHaveTextContent('No Email Provided');
    expect(popup).toHaveTextContent('No Job Title');
    expect(within(popup).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/clinicians/user/2',
    );
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'none');
    expect(mapBox()).toHaveAttribute('data-draggable', 'false');
    expect(mapBox()).toHaveAttribute('data-zoom-control', 'false');
    expect(mapBox()).toHaveAttribute('data-scrollwheel', 'false');
    expect(mapBox()).toHaveAttribute('data-disable-double-click-zoom', 'true');

    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'auto');
    expect(mapBox()).toHaveAttribute('data-draggable', 'true');
    expect(mapBox()).toHaveAttribute('data-zoom-control', 'true');
    expect(mapBox()).toHaveAttribute('data-scrollwheel', 'true');
    expect(mapBox()).toHaveAttribute('data-disable-double-click-zoom', 'false');
  });

  it('unfreezes the map when the popup is closed with Escape', async () => {
    showMap();
    await userEvent.click(screen.getByRole('button', { name: 'Dr Amelia Hart' }));
    within(screen.getByRole('dialog', { name: 'Marker popup' }))
      .getByRole('link')
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'auto');
  });

  it("shows a clinician's name, e-mail and job title in the popup", async () => {
    showMap();
    await userEvent.click(screen.getByRole('button', { name: 'Dr Amelia Hart' }));
    const popup = screen.getByRole('dialog', { name: 'Marker popup' });
    expect(popup).toHaveTextContent('Dr Amelia Hart');
    expect(popup).toHaveTextContent('amelia@refnet.example');
    expect(popup).toHaveTextContent('General Practitioner');
    expect(within(popup).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/clinicians/user/1',
    );
  });

  it('closes the popup and unfreezes when its address leaves the map, and keeps it closed when it returns', async () => {
    const { rerender } = showMap();
    await userEvent.click(screen.getByRole('button', { name: 'Dr Amelia Hart' }));
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'none');
    rerender({ markers: MARKERS.slice(1) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'auto');
    rerender({ markers: MARKERS });
    expect(screen.getByRole('button', { name: 'Dr Amelia Hart' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mapBox()).toHaveAttribute('data-gesture-handling', 'auto');
    expect(mapBox()).toHaveAttribute('data-draggable', 'true');
  });

  it('pans to a new focus, and zooms only when the new focus asks for another zoom', () => {
    const { rerender } = showMap();
    expect(fakeMaps.map.panTo).not.toHaveBeenCalled();
    rerender({ focus: { lat: 51.53, lng: -0.14, zoom: 11 } });
    expect(fakeMaps.map.panTo).toHaveBeenLastCalledWith({ lat: 51.53, lng: -0.14 });
    expect(fakeMaps.map.setZoom).toHaveBeenCalledWith(11);
    rerender({ focus: { lat: 52.48, lng: -1.9, zoom: 11 } });
    expect(fakeMaps.map.panTo).toHaveBeenLastCalledWith({ lat: 52.48, lng: -1.9 });
    expect(fakeMaps.map.setZoom).toHaveBeenCalledTimes(1);
  });

  it('says "Error loading Google Maps." without a key, and reports no bounds', () => {
    appStore.set(appConfigAtom, { ...appConfig, googleMapsApiKey: '' });
    const { onBoundsChange } = showMap();
    expect(region()).toHaveTextContent('Error loading Google Maps.');
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    expect(onBoundsChange).not.toHaveBeenCalled();
  });

  it.each([APILoadingStatus.FAILED, APILoadingStatus.AUTH_FAILURE])(
    'says "Error loading Google Maps." when the API status is %s, and drops the bounds filter',
    (status) => {
      fakeMaps.status = status;
      const { onBoundsChange } = showMap();
      expect(screen.getByRole('alert')).toHaveTextContent('Error loading Google Maps.');
      expect(onBoundsChange).toHaveBeenLastCalledWith(null);
    },
  );

  it('says "Error loading Google Maps." when the script fails to load or Google refuses the key', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeMaps.failToLoad = true;
    showMap();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading Google Maps.');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('says "Error loading Google Maps." when Google calls gm_authFailure', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showMap();
    expect(screen.getByTestId('fake-map')).toBeInTheDocument();
    act(() => window.gm_authFailure?.());
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading Google Maps.');
    logged.mockRestore();
  });
});
