import { FAVOURITE_ANALYTICS_REFRESH_MS } from '@refnet/contracts/clinicians';
import { appStore } from '@refnet/shared-ui';
import { favouritesAnswer } from '../clinician-page/pageFixtures';
import { announceFavouritesChanged, favouritesChangedAtom } from './favouritesChanged';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  appStore.set(favouritesChangedAtom, null);
});

describe('announceFavouritesChanged', () => {
  it('signals the new list a second after the change (SPEC §4 analytics refresh)', () => {
    const { favouriteClinicians } = favouritesAnswer([21]);
    announceFavouritesChanged(favouriteClinicians);
    jest.advanceTimersByTime(FAVOURITE_ANALYTICS_REFRESH_MS - 1);
    expect(appStore.get(favouritesChangedAtom)).toBeNull();
    jest.advanceTimersByTime(1);
    expect(appStore.get(favouritesChangedAtom)).toEqual({ favouriteClinicians });
  });

  it('gives one signal, with the latest list, for changes in quick succession', () => {
    const listener = jest.fn();
    const unsubscribe = appStore.sub(favouritesChangedAtom, listener);
    announceFavouritesChanged(favouritesAnswer([21]).favouriteClinicians);
    jest.advanceTimersByTime(FAVOURITE_ANALYTICS_REFRESH_MS / 2);
    const latest = favouritesAnswer([21, 22]).favouriteClinicians;
    announceFavouritesChanged(latest);
    jest.advanceTimersByTime(FAVOURITE_ANALYTICS_REFRESH_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(appStore.get(favouritesChangedAtom)).toEqual({ favouriteClinicians: latest });
    unsubscribe();
  });
});
