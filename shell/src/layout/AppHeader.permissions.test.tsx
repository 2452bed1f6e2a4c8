import { act, render, screen } from '@testing-library/react';
import { appStore, profileAtom, RefnetProviders } from '@refnet/shared-ui';
import { signInAs, signInDelegate, signOut } from '@refnet/shared-ui/testing';
import { AppHeader } from './AppHeader';
import type { HeaderItem } from './headerMenu';

// antd's horizontal menu opens its drop-downs only on real pointer movement, which jsdom lacks: this stand-in
// lists every item the header hands to the menu bar, drop-down items included.
jest.mock('./HeaderMenuBar', () => {
  const flatten = (items: readonly HeaderItem[]): HeaderItem[] =>
    items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  return {
    HeaderMenuBar: ({ items }: { items: readonly HeaderItem[] }) => (
      <ul role="list" aria-label="Main navigation">
        {flatten(items).map((item) => (
          <li key={item.key}>{item.label}</li>
        ))}
      </ul>
    ),
  };
});

// The account menu is not what these tests are about (AppHeader.test.tsx opens it).
jest.mock('./lazyProfileMenu', () => ({ LazyProfileMenu: () => null }));

afterEach(signOut);

function renderHeader() {
  render(
    <RefnetProviders>
      <AppHeader />
    </RefnetProviders>,
  );
}

const item = (label: string) => screen.queryByText(label, { selector: 'li' });
/** The menu bar loads with antd, after the header's first paint. */
const menuBarLoaded = () => screen.findByRole('list', { name: 'Main navigation' });

describe('AppHeader and the referral permissions (SPEC §2.15, §6)', () => {
  it('offers a clinician Make referral and Add new patient', async () => {
    signInAs('Clinician');
    renderHeader();
    await menuBarLoaded();
    expect(item('Make referral')).toBeInTheDocument();
    expect(item('Add new patient')).toBeInTheDocument();
  });

  it('offers them to a delegate only once their profile grants the create permission', async () => {
    signInDelegate({ permissionCreateReferrals: false });
    renderHeader();
    await menuBarLoaded();
    expect(item('Referrals received')).toBeInTheDocument();
    expect(item('View patients')).toBeInTheDocument();
    expect(item('Make referral')).not.toBeInTheDocument();
    expect(item('Add new patient')).not.toBeInTheDocument();

    const profile = appStore.get(profileAtom)!;
    act(() =>
      appStore.set(profileAtom, {
        ...profile,
        referralPermissions: { ...profile.referralPermissions, permissionCreateReferrals: true },
      }),
    );
    expect(item('Make referral')).toBeInTheDocument();
    expect(item('Add new patient')).toBeInTheDocument();
  });

  it('offers a delegate nothing to create while their profile is loading', async () => {
    signInDelegate({});
    appStore.set(profileAtom, null);
    renderHeader();
    await menuBarLoaded();
    expect(item('Referrals received')).toBeInTheDocument();
    expect(item('Make referral')).not.toBeInTheDocument();
    expect(item('Add new patient')).not.toBeInTheDocument();
  });
});
