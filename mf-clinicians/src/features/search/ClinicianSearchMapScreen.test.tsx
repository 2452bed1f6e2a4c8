import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE } from '@refnet/contracts/accounts';
import type { ClinicianListResponse } from '@refnet/contracts/clinicians';
import { appConfigAtom, appStore } from '@refnet/shared-ui';
import { appConfig, chooseOption } from '@refnet/shared-ui/testing';
import { clinicianListResponse } from '../../testing/clinicianFixtures';
import { fakeMaps } from '../../testing/fakeGoogleMaps';
import {
  amelia,
  answering,
  api,
  cardOf,
  lastSearch,
  list,
  marker,
  markerTitles,
  names,
  OWN_USER_PROFILE_ID,
  priya,
  RESULTS,
  setUpSearchScreen,
  showResults,
  showScreen,
} from '../../testing/searchScreenHarness';
import { signInAs } from '../../testing/signInFixtures';

jest.mock('@vis.gl/react-google-maps', () => jest.requireActual('../../testing/fakeGoogleMaps'));

setUpSearchScreen();

describe('Search our clinicians: favourites, postcode, map and Refer', () => {
  it('lists only favourites in the Favourites tab', async () => {
    await showResults();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(names()).toEqual(['Mr James Okafor']);
    await userEvent.click(screen.getByRole('tab', { name: 'All clinicians' }));
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor']);
    expect(api.searches()).toHaveLength(1);
  });

  it('says no favourites have been selected in an empty Favourites tab', async () => {
    answering({ search: () => clinicianListResponse([amelia, priya]) });
    await showResults();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByText('Favourite clinicians have not been selected')).toBeInTheDocument();
    expect(screen.queryByText('No Clinicians Available')).not.toBeInTheDocument();
  });

  it('says no clinicians match when the text filter hides every favourite', async () => {
    await showResults();
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter clinicians' }), 'raman');
    expect(await screen.findByText('No Clinicians Available')).toBeInTheDocument();
    expect(screen.queryByText('Favourite clinicians have not been selected')).not.toBeInTheDocument();
  });

  it('marks only the favourites on the map when the favourites toggle is on', async () => {
    await showResults();
    expect(markerTitles()).toEqual(['Dr Amelia Hart', 'Mr James Okafor', 'Dr Priya Raman']);
    await userEvent.click(screen.getByRole('switch', { name: 'Show only favourites on the map' }));
    expect(markerTitles()).toEqual(['Mr James Okafor']);
    await userEvent.click(screen.getByRole('switch', { name: 'Show only favourites on the map' }));
    expect(markerTitles()).toHaveLength(3);
    expect(api.searches()).toHaveLength(1);
  });

  it('upper-cases the postcode and searches from it once located', async () => {
    answering({ locate: () => ({ latitude: 51.5362, longitude: -0.1426 }) });
    await showResults();
    const postcode = screen.getByRole('searchbox', { name: 'Postcode' });
    await userEvent.type(postcode, 'nw1 2bu');
    expect(postcode).toHaveValue('NW1 2BU');
    await userEvent.click(screen.getByRole('button', { name: 'Search postcode' }));
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(api.postcodes()).toEqual(['NW1 2BU']);
    expect(lastSearch()).toMatchObject({ lat: 51.5362, lng: -0.1426 });
    expect(fakeMaps.map.panTo).toHaveBeenLastCalledWith({ lat: 51.5362, lng: -0.1426 });
    expect(fakeMaps.map.setZoom).toHaveBeenLastCalledWith(11);
  });

  it('says "Error locating postcode" when it cannot be located, and keeps the results', async () => {
    answering({
      locate: () => ({ status: 400, data: { message: { variant: 'danger', message: 'Address not found' } } }),
    });
    await showResults();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Postcode' }), 'zz1 1zz{Enter}');
    expect(await screen.findByText('Error locating postcode')).toBeInTheDocument();
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor']);
    expect(api.searches()).toHaveLength(1);
  });

  it("says the server's postcode directory is limited, and how to fill it, when the server says so", async () => {
    answering({
      locate: () => ({
        status: 404,
        data: { message: { variant: 'danger', message: POSTCODE_DIRECTORY_LIMITED_MESSAGE } },
      }),
    });
    await showResults();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Postcode' }), 'm1 1ae{Enter}');
    expect(await screen.findByText(POSTCODE_DIRECTORY_LIMITED_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Error locating postcode')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Postcode' })).toHaveValue('M1 1AE');
  });

  it('highlights the marker of a hovered or focused card after 100 ms', async () => {
    await showResults();
    const jamesCard = cardOf('Mr James Okafor');
    jest.useFakeTimers();
    fireEvent.mouseEnter(jamesCard);
    act(() => jest.advanceTimersByTime(99));
    expect(marker('Mr James Okafor')).toHaveAttribute('data-size', '25');
    act(() => jest.advanceTimersByTime(1));
    expect(marker('Mr James Okafor')).toHaveAttribute('data-size', '50');
    fireEvent.mouseLeave(jamesCard);
    act(() => jest.advanceTimersByTime(100));
    expect(marker('Mr James Okafor')).toHaveAttribute('data-size', '25');

    fireEvent.focus(cardOf('Dr Amelia Hart'));
    act(() => jest.advanceTimersByTime(100));
    expect(marker('Dr Amelia Hart')).toHaveAttribute('data-size', '50');
  });

  it('highlights the cards of a hovered marker after 100 ms', async () => {
    await showResults();
    jest.useFakeTimers();
    fireEvent.mouseOver(marker('Mr James Okafor'));
    act(() => jest.advanceTimersByTime(100));
    expect(cardOf('Mr James Okafor')).toHaveAttribute('data-highlighted', 'true');
    expect(cardOf('Dr Amelia Hart')).toHaveAttribute('data-highlighted', 'false');
  });

  it('lists the clinics that come into view as the map moves', async () => {
    await showResults();
    act(() => fakeMaps.settle({ north: 53, south: 52, east: -1, west: -3 }));
    expect(names()).toEqual(['Dr Priya Raman']);
    act(() => fakeMaps.settle({ north: 54, south: 51, east: 1, west: -3 }));
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor', 'Dr Priya Raman']);
  });

  it('says "Error loading Google Maps." without a key and lists every clinician', async () => {
    appStore.set(appConfigAtom, { ...appConfig, googleMapsApiKey: '' });
    await showResults();
    expect(screen.getByRole('region', { name: 'Map of clinicians' })).toHaveTextContent(
      'Error loading Google Maps.',
    );
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor', 'Dr Priya Raman']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter clinicians' }), 'raman');
    expect(names()).toEqual(['Dr Priya Raman']);
  });

  it('says there are no clinicians, with advice, when nobody matches', async () => {
    answering({ search: () => clinicianListResponse([]) });
    showScreen();
    expect(await screen.findByText('No Clinicians Available')).toBeInTheDocument();
    expect(screen.getByText('Please modify your search to find more clinicians.')).toBeInTheDocument();
  });

  it('keeps the previous results on screen while a new search runs', async () => {
    await showResults();
    const release = api.holdSearches();
    await chooseOption('Job role', 'Consultant');
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor']);
    release();
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'));
  });

  it('clears the list when a search fails and searches again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    answering({
      search: (): ClinicianListResponse | { status: number } => (fail ? { status: 500 } : RESULTS),
    });
    showScreen();
    const alert = await screen.findByText('The clinicians could not be loaded. Please try again.');
    expect(screen.queryByRole('list', { name: 'Clinicians' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(
      within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await screen.findByLabelText('Clinicians');
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor']);
    jest.restoreAllMocks();
  });

  describe('Refer', () => {
    it("opens the referral wizard for the clinician at that clinic, but not on one's own card", async () => {
      await showResults();
      const refer = screen.getByRole('link', { name: 'Refer a patient to Mr James Okafor' });
      expect(refer).toHaveAttribute('href', '/referral/direct-to-clinician/205/add');
      expect(refer).toHaveTextContent('Refer');
      expect(within(cardOf('Dr Amelia Hart')).queryByRole('link', { name: /Refer/ })).not.toBeInTheDocument();
    });

    it('is hidden for staff', async () => {
      signInAs('Staff', OWN_USER_PROFILE_ID);
      await showResults();
      expect(screen.queryByRole('link', { name: /Refer a patient/ })).not.toBeInTheDocument();
    });

    it('is hidden for a delegate without permission to create referrals', async () => {
      signInAs('Delegate', OWN_USER_PROFILE_ID, { permissionCreateReferrals: false });
      await showResults();
      expect(screen.queryByRole('link', { name: /Refer a patient/ })).not.toBeInTheDocument();
    });

    it('is shown to a delegate who may create referrals, but not on the card of their clinician', async () => {
      signInAs('Delegate', OWN_USER_PROFILE_ID);
      await showResults();
      expect(screen.getByRole('link', { name: 'Refer a patient to Mr James Okafor' })).toBeInTheDocument();
      expect(within(cardOf('Dr Amelia Hart')).queryByRole('link', { name: /Refer/ })).not.toBeInTheDocument();
    });
  });
});
