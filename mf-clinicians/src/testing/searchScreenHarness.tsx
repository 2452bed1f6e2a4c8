// The clinician search screen rendered with a fake API, a fake map and a signed-in clinician, for the
// screen's test files.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute } from '@refnet/contracts';
import { appConfigAtom, appStore, profileAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import { ClinicianSearchScreen } from '../features/search/ClinicianSearchScreen';
import { clinicianCard, clinicianListResponse, jobRole } from './clinicianFixtures';
import { fakeMaps } from './fakeGoogleMaps';
import { signInAs } from './signInFixtures';
import {
  denyLocation,
  fakeClinicianApi,
  type FakeClinicianApi,
  type FakeClinicianApiAnswers,
} from './searchTestHarness';

export const route = matchRoute('/clinicians')!.route;
export const OWN_USER_PROFILE_ID = 1;

export const amelia = clinicianCard(); // the signed-in clinician
export const james = clinicianCard({
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
export const priya = clinicianCard({
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
export const RESULTS = clinicianListResponse([amelia, james, priya]);

let current: FakeClinicianApi & { restore: () => void };

/** The fake API of the running test (each test starts with one answering RESULTS). */
export const api: FakeClinicianApi = {
  searches: () => current.searches(),
  postcodes: () => current.postcodes(),
  holdSearches: () => current.holdSearches(),
};

export function answering(answers: Partial<FakeClinicianApiAnswers> = {}) {
  current = fakeClinicianApi({ search: () => RESULTS, ...answers });
}

/** Registers the screen's per-test set-up and clean-up in the calling test file. */
export function setUpSearchScreen() {
  beforeEach(() => {
    fakeMaps.reset();
    appStore.set(appConfigAtom, { ...appConfig, googleMapsApiKey: 'test-key' });
    signInAs('Clinician', OWN_USER_PROFILE_ID);
    denyLocation();
    answering();
  });
  afterEach(() => {
    current.restore();
    jest.useRealTimers();
    appStore.set(appConfigAtom, null);
    appStore.set(sessionAtom, null);
    appStore.set(profileAtom, null);
    localStorage.clear();
  });
}

export function showScreen() {
  render(
    <RefnetProviders>
      <ClinicianSearchScreen route={route} params={{}} />
    </RefnetProviders>,
  );
}

export async function showResults() {
  showScreen();
  return screen.findByLabelText('Clinicians');
}

// Queries stay inside the list or the map: role queries over the whole antd page are slow.
export const list = () => screen.getByLabelText('Clinicians');
export const cards = () => within(list()).getAllByRole('listitem');

/** The listed clinicians' names, in order. */
export const names = () => cards().map((item) => item.querySelector('a')?.textContent);

export const lastSearch = () => api.searches().at(-1);
export const cardOf = (name: string) => within(list()).getByText(name).closest('li')!;
export const marker = (title: string) => within(screen.getByTestId('fake-map')).getByTitle(title);
export const markerTitles = () =>
  Array.from(screen.getByTestId('fake-map').querySelectorAll('button[title]')).map((button) =>
    button.getAttribute('title'),
  );

export async function clearSelect(label: string) {
  const select = screen.getByLabelText(label).closest('.ant-select')!;
  await userEvent.hover(select);
  await userEvent.click(select.querySelector('.ant-select-clear')!);
}
