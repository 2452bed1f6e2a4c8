/** @jest-environment node */
import { addressesOf, clinicianCard, contact, jobRole } from '../../testing/clinicianFixtures';
import { toMapMarkers } from './mapMarkers';

const amelia = clinicianCard();
const james = clinicianCard({
  id: 2,
  title: 'Mr',
  firstName: 'James',
  lastName: 'Okafor',
  jobRole: [jobRole(5, 'Physiotherapist')],
  appointmentsContact: [contact({ email: 'james@refnet.example' })],
  clinic: { addressId: 10 },
});
const priya = clinicianCard({ id: 3, firstName: 'Priya', lastName: 'Raman', clinic: { addressId: 30 } });

describe('toMapMarkers', () => {
  it('puts one marker per address, named after every clinician there', () => {
    const markers = toMapMarkers(addressesOf([amelia, james, priya]), [amelia, james, priya]);
    expect(markers).toHaveLength(2);
    expect(markers[0]).toMatchObject({
      addressId: 10,
      position: { lat: 51.4975, lng: -0.1357 },
      title: 'Dr Amelia Hart, Mr James Okafor',
    });
    expect(markers[0]?.clinicians).toEqual([
      {
        userProfileId: 1,
        name: 'Dr Amelia Hart',
        email: 'amelia@refnet.example',
        jobTitle: 'General Practitioner',
      },
      {
        userProfileId: 2,
        name: 'Mr James Okafor',
        email: 'james@refnet.example',
        jobTitle: 'Physiotherapist',
      },
    ]);
    expect(markers[1]?.title).toBe('Dr Priya Raman');
  });

  it('falls back to Unknown Clinician, No Email Provided and No Job Title', () => {
    const nameless = clinicianCard({
      id: 4,
      title: '',
      firstName: '',
      lastName: '',
      appointmentsContact: [],
      jobRole: [],
    });
    const [address] = addressesOf([nameless]);
    const markers = toMapMarkers([{ ...address!, userProfileIds: [4, 99] }], [nameless]);
    expect(markers[0]?.title).toBe('Unknown Clinician');
    expect(markers[0]?.clinicians).toEqual([
      { userProfileId: 4, name: 'Unknown Clinician', email: 'No Email Provided', jobTitle: 'No Job Title' },
      { userProfileId: 99, name: 'Unknown Clinician', email: 'No Email Provided', jobTitle: 'No Job Title' },
    ]);
  });

  it('leaves out addresses without coordinates', () => {
    const nowhere = clinicianCard({ clinic: { latitude: null, longitude: null } });
    expect(toMapMarkers(addressesOf([nowhere]), [nowhere])).toEqual([]);
  });
});
