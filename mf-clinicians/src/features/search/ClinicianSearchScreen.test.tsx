import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import type { ClinicianListResponse } from '@refnet/contracts/clinicians';
import { appConfigAtom, appStore, profileAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { appConfig, chooseOption } from '@refnet/shared-ui/testing';
import { clinicianCard, clinicianListResponse, jobRole } from '../../components/clinicianFixtures';
import { signInAs } from '../../components/signInFixtures';
import { fakeMaps } from '../map/fakeGoogleMaps';
import { ClinicianSearchScreen } from './ClinicianSearchScreen';
import {
  denyLocation,
  failLocation,
  fakeClinicianApi,
  grantLocation,
  neverLocate,
  noGeolocation,
  type FakeClinicianApi,
  type FakeClinicianApiAnswers,
} from './searchTestHarness';
import { LOCATION_WAIT_MS } from './useSearchPoint';

jest.mock('@vis.gl/react-google-maps', () => jest.requireActual('../map/fakeGoogleMaps'));
// A whole antd page renders slowly on a busy machine: give each wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const route = matchRoute('/clinicians')!.route;
const OWN_USER_PROFILE_ID = 1;

const amelia = clinicianCard(); // the signed-in clinician
const james = clinicianCard({
  id: 2,
  title: 'Mr',
  firstName: 'James',
  lastName: 'Okafor',
  jobRole: [jobRole(5, 'Physiotherapist')],
  isFavourite: true,
  crpId: 205,
  distance: 3.1,
  clinic: {
    centreName: 'Camden Sports Clinic',
    city: 'London',
    postcode: 'NW1 2BU',
    latitude: 51.54,
    longitude: -0.14,
  },
});
const priya = clinicianCard({
  id: 3,
  firstName: 'Priya',
  lastName: 'Raman',
  jobRole: [jobRole(2, 'Orthopaedic Surgeon')],
  distance: 160.4,
  clinic: {
    centreName: 'Bullring Health',
    city: 'Birmingham',
    postcode: 'B5 4BU',
    latitude: 52.48,
    longitude: -1.9,
  },
});
const RESULTS = clinicianListResponse([amelia, james, priya]);

let api: FakeClinicianApi & { restore: () => void };

function answering(answers: Partial<FakeClinicianApiAnswers> = {}) {
  api = fakeClinicianApi({ search: () => RESULTS, ...answers });
}

beforeEach(() => {
  fakeMaps.reset();
  appStore.set(appConfigAtom, { ...appConfig, googleMapsApiKey: 'test-key' });
  signInAs('Clinician', OWN_USER_PROFILE_ID);
  denyLocation();
  answering();
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
  appStore.set(appConfigAtom, null);
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
});

function showScreen() {
  render(
    <RefnetProviders>
      <ClinicianSearchScreen route={route} params={{}} />
    </RefnetProviders>,
  );
}

async function showResults() {
  showScreen();
  return screen.findByLabelText('Clinicians');
}

// Queries stay inside the list or the map: role queries over the whole antd page are slow.
const list = () => screen.getByLabelText('Clinicians');
const cards = () => within(list()).getAllByRole('listitem');

/** The listed clinicians' names, in order. */
const names = () => cards().map((item) => item.querySelector('a')?.textContent);

const lastSearch = () => api.searches().at(-1);
const cardOf = (name: string) => within(list()).getByText(name).closest('li')!;
const marker = (title: string) => within(screen.getByTestId('fake-map')).getByTitle(title);
const markerTitles = () =>
  Array.from(screen.getByTestId('fake-map').querySelectorAll('button[title]')).map((button) =>
    button.getAttribute('title'),
  );

async function clearSelect(label: string) {
  const select = screen.getByLabelText(label).closest('.ant-select')!;
  await userEvent.hover(select);
  await userEvent.click(select.querySelector('.ant-select-clear')!);
}

describe('Search our clinicians', () => {
  it('says it is loading, then lists the clinicians in view with their details', async () => {
    showScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeInTheDocument();
    expect(await screen.findByText('Loading clinician profiles...')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Clinicians' });
    // The map shows London: the Birmingham clinic is outside it.
    expect(names()).toEqual(['Dr Amelia Hart', 'Mr James Okafor']);
    const card = cardOf('Mr James Okafor');
    expect(within(card).getByRole('link', { name: 'Mr James Okafor' })).toHaveAttribute(
      'href',
      '/clinicians/user/2',
    );
    expect(card).toHaveTextContent('Physiotherapist');
    expect(card).toHaveTextContent('Camden Sports Clinic – Main Surgery');
    expect(card).toHaveTextContent('London, NW1 2BU');
    expect(card).toHaveTextContent('3.1 km');
    expect(within(card).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    expect(
      within(cardOf('Dr Amelia Hart')).queryByRole('img', { name: 'Favourite' }),
    ).not.toBeInTheDocument();
  });

  it('lists the insurers a clinician accepts at the clinic', async () => {
    const insured = clinicianCard({
      id: 4,
      lastName: 'Lewis',
      insuranceAgreements: [
        { id: 11, provider: 'Bupa', policyName: 'Standard', verified: true },
        { id: 12, provider: 'AXA Health', policyName: 'Gold', verified: true },
      ],
    });
    answering({ search: () => clinicianListResponse([insured, james]) });
    await showResults();
    expect(cardOf('Dr Amelia Lewis')).toHaveTextContent('Insurers: Bupa, AXA Health – Gold');
    expect(cardOf('Mr James Okafor')).not.toHaveTextContent('Insurers');
  });

  it('starts on General Practitioner and any insurer, from the default centre when location is denied', async () => {
    await showResults();
    expect(api.searches()).toEqual([
      {
        roleId: 1,
        jobRoleSelected: 'General Practitioner',
        jobSpecialtySelected: '',
        insuranceProviderId: 0,
        lat: 51.501162,
        lng: -0.141745,
      },
    ]);
    expect(screen.getByLabelText('Job role').closest('.ant-select')).toHaveTextContent(
      'General Practitioner',
    );
    expect(screen.getByText('Any insurer')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Location services are turned off for RefNet.');
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-warning');
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-zoom', '10');
  });

  it('lets the location alert be closed', async () => {
    await showResults();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() =>
      expect(screen.queryByText(/Location services are turned off/)).not.toBeInTheDocument(),
    );
  });

  it("searches from the user's location when the browser gives it", async () => {
    grantLocation(51.52, -0.1);
    await showResults();
    expect(api.searches()).toHaveLength(1);
    expect(lastSearch()).toMatchObject({ lat: 51.52, lng: -0.1 });
    expect(screen.queryByText(/Location services are turned off/)).not.toBeInTheDocument();
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-zoom', '11');
  });

  it.each([
    ['the position is unavailable', 2],
    ['locating times out', 3],
  ] as const)('searches from the default centre without the alert when %s', async (_case, code) => {
    failLocation(code);
    await showResults();
    expect(lastSearch()).toMatchObject({ lat: 51.501162, lng: -0.141745 });
    expect(screen.queryByText(/Location services are turned off/)).not.toBeInTheDocument();
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-zoom', '10');
  });

  it('searches from the default centre without the alert in a browser that cannot locate', async () => {
    noGeolocation();
    await showResults();
    expect(api.searches()).toHaveLength(1);
    expect(lastSearch()).toMatchObject({ lat: 51.501162, lng: -0.141745 });
    expect(screen.queryByText(/Location services are turned off/)).not.toBeInTheDocument();
  });

  it('searches from the default centre when the browser does not answer in time', async () => {
    jest.useFakeTimers();
    neverLocate();
    showScreen();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LOCATION_WAIT_MS - 1);
    });
    expect(api.searches()).toEqual([]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    await waitFor(() => expect(api.searches()).toHaveLength(1));
    expect(lastSearch()).toMatchObject({ lat: 51.501162, lng: -0.141745 });
  });

  it('sends the job role drilled down, and any role once cleared', async () => {
    await showResults();
    await chooseOption('Job role', 'Consultant');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        roleId: 0,
        jobRoleSelected: 'Consultant',
        jobSpecialtySelected: '',
      }),
    );
    expect(screen.queryByLabelText('Sub-specialty')).not.toBeInTheDocument();

    await chooseOption('Specialty', 'Orthopaedic Surgery');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        roleId: 0,
        jobRoleSelected: 'Consultant',
        jobSpecialtySelected: 'Orthopaedic Surgery',
      }),
    );

    await chooseOption('Sub-specialty', 'Knee');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        roleId: 3,
        jobRoleSelected: 'Consultant',
        jobSpecialtySelected: 'Orthopaedic Surgery',
      }),
    );

    await clearSelect('Job role');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ roleId: 0, jobRoleSelected: '', jobSpecialtySelected: '' }),
    );
    expect(screen.queryByLabelText('Specialty')).not.toBeInTheDocument();
  });

  it('skips levels with a single option', async () => {
    await showResults();
    await chooseOption('Job role', 'Physiotherapist');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        roleId: 5,
        jobRoleSelected: 'Physiotherapist',
        jobSpecialtySelected: 'Sports',
      }),
    );
    expect(screen.queryByLabelText('Specialty')).not.toBeInTheDocument();
  });

  it('sends the insurance agreement chosen, and any insurer once cleared', async () => {
    await showResults();
    await chooseOption('Insurance agreement', 'AXA Health – Gold');
    await waitFor(() => expect(lastSearch()).toMatchObject({ insuranceProviderId: 12 }));
    await clearSelect('Insurance agreement');
    await waitFor(() => expect(lastSearch()).toMatchObject({ insuranceProviderId: 0 }));
  });

  it('filters the cards by text, ignoring case, without searching again', async () => {
    await showResults();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter clinicians' }), 'SPORTS CLINIC');
    expect(names()).toEqual(['Mr James Okafor']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter clinicians' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Filter clinicians' }),
      'general practitioner',
    );
    expect(names()).toEqual(['Dr Amelia Hart']);
    expect(api.searches()).toHaveLength(1);
  });

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
