/** @jest-environment node */
import { CLINICIANS, entry, favourite } from '../../testing/analyticsFixtures';
import { interleave, rowsFromEntries, rowsFromFavourites } from './clinicianRows';

const [ava, ben, cara] = CLINICIANS;

describe('interleave', () => {
  it('puts the first, third, fifth... item left and the second, fourth... right', () => {
    expect(interleave([1, 2, 3, 4, 5])).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
    expect(interleave([1])).toEqual([[1], []]);
    expect(interleave([])).toEqual([[], []]);
  });
});

describe('rowsFromEntries', () => {
  it('orders by rank, keeping the API order among equal ranks', () => {
    const rows = rowsFromEntries([entry(2, cara, 1), entry(1, ben, 4, true), entry(1, ava, 4)]);
    expect(rows.map((row) => [row.rank, row.clinician.firstName, row.count, row.isFavourite])).toEqual([
      [1, 'Ben', 4, true],
      [1, 'Ava', 4, false],
      [2, 'Cara', 1, false],
    ]);
  });
});

describe('rowsFromFavourites', () => {
  it('keeps the order given, each a starred row without rank or count', () => {
    expect(rowsFromFavourites([favourite(8, cara), favourite(3, ava)])).toEqual([
      { key: 8, clinician: cara, isFavourite: true },
      { key: 3, clinician: ava, isFavourite: true },
    ]);
  });
});
