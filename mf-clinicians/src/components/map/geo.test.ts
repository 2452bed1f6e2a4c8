/** @jest-environment node */
import { positionOf, withinBounds } from './geo';

const london = { north: 51.7, south: 51.3, east: 0.2, west: -0.5 };

describe('withinBounds', () => {
  it('keeps points inside the bounds, edges included', () => {
    expect(withinBounds({ lat: 51.5, lng: -0.14 }, london)).toBe(true);
    expect(withinBounds({ lat: 51.7, lng: 0.2 }, london)).toBe(true);
  });

  it('leaves out points north, south, east or west of them', () => {
    expect(withinBounds({ lat: 52.48, lng: -1.9 }, london)).toBe(false);
    expect(withinBounds({ lat: 50.9, lng: -0.14 }, london)).toBe(false);
    expect(withinBounds({ lat: 51.5, lng: 0.3 }, london)).toBe(false);
    expect(withinBounds({ lat: 51.5, lng: -0.6 }, london)).toBe(false);
  });

  it('handles bounds that cross the antimeridian', () => {
    const pacific = { north: 10, south: -10, east: -170, west: 170 };
    expect(withinBounds({ lat: 0, lng: 175 }, pacific)).toBe(true);
    expect(withinBounds({ lat: 0, lng: -175 }, pacific)).toBe(true);
    expect(withinBounds({ lat: 0, lng: 0 }, pacific)).toBe(false);
  });
});

describe('positionOf', () => {
  it('gives the coordinates of an address, or null when one is missing', () => {
    expect(positionOf({ latitude: 51.5, longitude: -0.1 })).toEqual({ lat: 51.5, lng: -0.1 });
    expect(positionOf({ latitude: null, longitude: -0.1 })).toBeNull();
    expect(positionOf({ latitude: 51.5, longitude: null })).toBeNull();
  });
});
