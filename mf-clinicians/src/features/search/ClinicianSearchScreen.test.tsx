import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '@refnet/shared-ui/testing';
import { clinicianCard, clinicianListResponse } from '../../testing/clinicianFixtures';
import {
  answering,
  api,
  cardOf,
  clearSelect,
  james,
  lastSearch,
  names,
  setUpSearchScreen,
  showResults,
  showScreen,
} from '../../testing/searchScreenHarness';
import { failLocation, grantLocation, neverLocate, noGeolocation } from '../../testing/searchTestHarness';
import { LOCATION_WAIT_MS } from './useSearchPoint';

jest.mock('@vis.gl/react-google-maps', () => jest.requireActual('../../testing/fakeGoogleMaps'));

setUpSearchScreen();

describe('Search our clinicians: results, location and filters', () => {
  it('says it is loading, then lists the clinicians in view with their details', async () => {
    showScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Search our clinicians' })).toBeInTheDocument();
    expect(screen.getByText('Loading clinician profiles...')).toBeInTheDocument();
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

  it('sends the insurance agreement chosen, and shows any insurer’s answer again once cleared', async () => {
    await showResults();
    const anyInsurer = names();
    await chooseOption('Insurance agreement', 'AXA Health – Gold');
    await waitFor(() => expect(lastSearch()).toMatchObject({ insuranceProviderId: 12 }));
    await clearSelect('Insurance agreement');
    expect(await screen.findByText('Any insurer')).toBeInTheDocument();
    // The answer for any insurer, from a moment ago, is still current: it is shown without asking again.
    expect(api.searches().map((search) => search.insuranceProviderId)).toEqual([0, 12]);
    expect(names()).toEqual(anyInsurer);
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
});
