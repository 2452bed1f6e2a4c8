import { navigateToUrl } from 'single-spa';
import { appStore, sessionAtom } from '@refnet/shared-ui';
import { sessionFor } from '../testing/sessionFor';
import { installGuards } from './installGuards';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
const navigate = navigateToUrl as jest.MockedFunction<typeof navigateToUrl>;

/** single-spa's event before it changes apps; resolves whether the guard cancelled the navigation. */
async function navigateTo(pathname: string): Promise<boolean> {
  const cancelNavigation = jest.fn();
  const newUrl = new URL(pathname, window.location.origin).href;
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', { detail: { newUrl, cancelNavigation } }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return cancelNavigation.mock.calls.length > 0;
}

beforeAll(() => {
  appStore.set(sessionAtom, sessionFor('Staff'));
  window.history.pushState(null, '', '/patients');
  installGuards();
});
afterAll(() => {
  appStore.set(sessionAtom, null);
  window.history.pushState(null, '', '/');
});

describe('installGuards for staff', () => {
  it('sends a page opened at /patients to the dashboard', () => {
    expect(window.location.pathname).toBe('/dashboard');
  });

  it.each(['/referral/add', '/referrals/inbound', '/patients/add'])(
    'turns a navigation to %s into one to the dashboard',
    async (pathname) => {
      expect(await navigateTo(pathname)).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/dashboard');
    },
  );

  it('lets them open the clinician search', async () => {
    expect(await navigateTo('/clinicians')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets a malformed percent-escape through to the 404 screen', async () => {
    expect(await navigateTo('/register/verify-email/%E0/a/b')).toBe(false);
  });
});
