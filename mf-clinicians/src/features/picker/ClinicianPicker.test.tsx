import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'single-spa';
import type { ClinicianPickerProps } from '@refnet/contracts/clinicians';
import { appConfigAtom, appStore, profileAtom, RefnetProviders, sessionAtom } from '@refnet/shared-ui';
import { appConfig } from '@refnet/shared-ui/testing';
import { clinicianCard, clinicianListResponse, jobRole } from '../../testing/clinicianFixtures';
import { signInAs } from '../../testing/signInFixtures';
import { fakeMaps } from '../../testing/fakeGoogleMaps';
import { fakeClinicianApi } from '../../testing/searchTestHarness';
import { ClinicianPicker } from './ClinicianPicker';
import * as parcel from './clinicianPickerParcel';

jest.mock('@vis.gl/react-google-maps', () => jest.requireActual('../../testing/fakeGoogleMaps'));

const amelia = clinicianCard(); // the signed-in clinician
const james = clinicianCard({
  id: 2,
  title: 'Mr',
  firstName: 'James',
  lastName: 'Okafor',
  jobRole: [jobRole(5, 'Physiotherapist')],
  isFavourite: true,
  crpId: 205,
});
const RESULTS = clinicianListResponse([amelia, james]);
const PATIENT_HOME = { lat: 51.5362, lng: -0.1426 };

let api: ReturnType<typeof fakeClinicianApi>;

beforeEach(() => {
  fakeMaps.reset();
  api = fakeClinicianApi({ search: () => RESULTS });
  appStore.set(appConfigAtom, { ...appConfig, googleMapsApiKey: 'test-key' });
  signInAs('Clinician', amelia.userProfile.id);
});
afterEach(() => {
  api.restore();
  appStore.set(appConfigAtom, null);
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
  localStorage.clear();
});

function showPicker(props: Partial<ClinicianPickerProps> = {}) {
  const onSelect = jest.fn();
  render(
    <RefnetProviders>
      <ClinicianPicker onSelect={onSelect} {...props} />
    </RefnetProviders>,
  );
  return onSelect;
}

const names = () =>
  within(screen.getByLabelText('Clinicians'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a')?.textContent);

describe('ClinicianPicker', () => {
  it("searches for the wizard's job role and insurer from the patient's address", async () => {
    showPicker({ jobRoleId: 5, insuranceProviderId: 11, origin: PATIENT_HOME });
    await screen.findByLabelText('Clinicians');
    expect(api.searches()).toEqual([
      { roleId: 5, jobRoleSelected: '', jobSpecialtySelected: '', insuranceProviderId: 11, ...PATIENT_HOME },
    ]);
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-center', JSON.stringify(PATIENT_HOME));
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-zoom', '11');
  });

  it('narrows the search by the role and specialty chosen before a leaf is reached', async () => {
    showPicker({ jobRoleId: 0, jobRoleSelected: 'Consultant', jobSpecialtySelected: 'Orthopaedic Surgery' });
    await screen.findByLabelText('Clinicians');
    expect(api.searches()).toEqual([
      expect.objectContaining({
        roleId: 0,
        jobRoleSelected: 'Consultant',
        jobSpecialtySelected: 'Orthopaedic Surgery',
      }),
    ]);
  });

  it('searches any role and insurer from the default centre without those props', async () => {
    showPicker();
    await screen.findByLabelText('Clinicians');
    expect(api.searches()).toEqual([
      {
        roleId: 0,
        jobRoleSelected: '',
        jobSpecialtySelected: '',
        insuranceProviderId: 0,
        lat: 51.501162,
        lng: -0.141745,
      },
    ]);
  });

  it('hands the chosen card to onSelect, offers no Refer and no Select on her own card', async () => {
    const onSelect = showPicker();
    await screen.findByLabelText('Clinicians');
    expect(screen.queryByRole('link', { name: /Refer a patient/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select Dr Amelia Hart' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select Mr James Okafor' }));
    expect(onSelect).toHaveBeenCalledWith(james);
  });

  it("offers a delegate no Select on their clinician's card", async () => {
    signInAs('Delegate', amelia.userProfile.id);
    showPicker();
    await screen.findByLabelText('Clinicians');
    expect(screen.queryByRole('button', { name: 'Select Dr Amelia Hart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Mr James Okafor' })).toBeInTheDocument();
  });

  it('keeps the text filter and the Favourites tab', async () => {
    showPicker();
    await screen.findByLabelText('Clinicians');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter clinicians' }), 'physio');
    expect(names()).toEqual(['Mr James Okafor']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter clinicians' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(names()).toEqual(['Mr James Okafor']);
  });
});

describe('clinicianPickerParcel', () => {
  // single-spa-react renders into its own root and settles its lifecycles with timers, outside React's act.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

  it('mounts with the wizard props, searches again when they change, and unmounts', async () => {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const onSelect = jest.fn();
    const props = {
      name: 'mf_clinicians_picker',
      singleSpa: {},
      mountParcel: jest.fn(),
      domElement,
      jobRoleId: 5,
      onSelect,
    } as AppProps & ClinicianPickerProps & { domElement: HTMLElement };

    await parcel.bootstrap(props);
    await parcel.mount(props);
    await waitFor(() => expect(within(domElement).getByLabelText('Clinicians')).toBeInTheDocument());
    expect(api.searches()).toHaveLength(1);

    await parcel.update({ ...props, origin: PATIENT_HOME });
    await waitFor(() => expect(api.searches()).toHaveLength(2));
    expect(api.searches()[1]).toMatchObject({ roleId: 5, ...PATIENT_HOME });
    expect(fakeMaps.map.panTo).toHaveBeenLastCalledWith(PATIENT_HOME);

    // The same place in new prop objects is not a new search.
    await parcel.update({ ...props, origin: { ...PATIENT_HOME } });
    expect(api.searches()).toHaveLength(2);

    await userEvent.click(within(domElement).getByRole('button', { name: 'Select Mr James Okafor' }));
    expect(onSelect).toHaveBeenCalledWith(james);

    await parcel.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });
});
