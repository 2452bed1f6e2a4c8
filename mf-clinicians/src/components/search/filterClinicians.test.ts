/** @jest-environment node */
import { clinicianCard, jobRole } from '../../testing/clinicianFixtures';
import { filterClinicians } from './filterClinicians';

const amelia = clinicianCard();
const james = clinicianCard({
  id: 2,
  title: 'Mr',
  firstName: 'James',
  lastName: 'Okafor',
  jobRole: [jobRole(5, 'Physiotherapist')],
  clinic: {
    centreName: 'Camden Sports Clinic',
    clinicName: 'Physio Suite',
    city: 'London',
    postcode: 'NW1 2BU',
  },
});
const priya = clinicianCard({
  id: 3,
  firstName: 'Priya',
  lastName: 'Raman',
  jobRole: [jobRole(2, 'Orthopaedic Surgeon')],
  clinic: {
    centreName: 'Bullring Health',
    clinicName: 'Orthopaedics',
    city: 'Birmingham',
    postcode: 'B5 4BU',
  },
});
const ALL = [amelia, james, priya];

const names = (text: string) => filterClinicians(ALL, text).map((card) => card.userProfile.lastName);

describe('filterClinicians', () => {
  it('keeps every card for an empty or blank filter', () => {
    expect(names('')).toEqual(['Hart', 'Okafor', 'Raman']);
    expect(names('   ')).toEqual(['Hart', 'Okafor', 'Raman']);
  });

  it('matches the full name, ignoring case', () => {
    expect(names('AMELIA')).toEqual(['Hart']);
    expect(names('mr james')).toEqual(['Okafor']);
  });

  it('matches the centre, clinic, job title, city and postcode', () => {
    expect(names('camden')).toEqual(['Okafor']);
    expect(names('orthopaedics')).toEqual(['Raman']);
    expect(names('physiotherapist')).toEqual(['Okafor']);
    expect(names('birmingham')).toEqual(['Raman']);
    expect(names('nw1 2bu')).toEqual(['Okafor']);
    expect(names('London')).toEqual(['Hart', 'Okafor']);
  });

  it('needs every word to match somewhere', () => {
    expect(names('hart london')).toEqual(['Hart']);
    expect(names('hart birmingham')).toEqual([]);
  });
});
