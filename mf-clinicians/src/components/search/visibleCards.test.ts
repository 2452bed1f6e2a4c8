/** @jest-environment node */
import { clinicianCard } from '../../testing/clinicianFixtures';
import type { MapBounds } from '../map/geo';
import { visibleCards } from './visibleCards';

const westminster = clinicianCard();
const camden = clinicianCard({ id: 2, lastName: 'Okafor', clinic: { latitude: 51.54, longitude: -0.14 } });
const birmingham = clinicianCard({ id: 3, lastName: 'Raman', clinic: { latitude: 52.48, longitude: -1.9 } });
const nowhere = clinicianCard({ id: 4, lastName: 'Nowhere', clinic: { latitude: null, longitude: null } });
const ALL = [westminster, camden, birmingham, nowhere];
const LONDON = { north: 51.7, south: 51.3, east: 0.2, west: -0.5 };

const names = (text: string, bounds: MapBounds | null) =>
  visibleCards(ALL, text, bounds).map((card) => card.userProfile.lastName);

describe('visibleCards', () => {
  it('lists every card when the map is not there to filter', () => {
    expect(names('', null)).toEqual(['Hart', 'Okafor', 'Raman', 'Nowhere']);
  });

  it('lists only clinics inside the visible map', () => {
    expect(names('', LONDON)).toEqual(['Hart', 'Okafor']);
  });

  it('applies the text filter as well', () => {
    expect(names('okafor', LONDON)).toEqual(['Okafor']);
    expect(names('raman', LONDON)).toEqual([]);
    expect(names('raman', null)).toEqual(['Raman']);
  });
});
