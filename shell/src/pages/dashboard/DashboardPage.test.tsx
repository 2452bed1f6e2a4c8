import { act, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { type UserGroup } from '@refnet/contracts';
import {
  ALL_REFERRAL_PERMISSIONS,
  type ClinicianInformationResponse,
  type ClinicianRoleProfile,
} from '@refnet/contracts/accounts';
import {
  appStore,
  profileAtom,
  provideRemoteModuleLoader,
  RefnetProviders,
  sessionAtom,
} from '@refnet/shared-ui';
import { loadProfile } from '@refnet/shared-ui/accounts';
import { sessionFor } from '../../testing/sessionFor';
import { DashboardPage } from './DashboardPage';
import { PROFILE_FRESH_FOR_MS } from './refreshProfileIfStale';

jest.mock('@refnet/shared-ui/accounts', () => ({
  ...jest.requireActual('@refnet/shared-ui/accounts'),
  loadProfile: jest.fn(),
}));
const loadProfileMock = jest.mocked(loadProfile);

const clinicianProfile = {
  id: 7,
  userProfile: {
    id: 3,
    title: 'Dr',
    firstName: 'Jane',
    lastName: 'Doe',
    profilePicture: '',
    jobRole: [],
    isVerified: true,
  },
} as unknown as ClinicianRoleProfile;

function delegateProfile(
  permissionCreateReferrals: boolean,
  permissionViewReferrals = true,
): ClinicianInformationResponse {
  return {
    clinicianProfiles: [clinicianProfile],
    isDelegate: true,
    referralPermissions: { ...ALL_REFERRAL_PERMISSIONS, permissionCreateReferrals, permissionViewReferrals },
  } as unknown as ClinicianInformationResponse;
}

/** A parcel stand-in: writes `text` into the element the dashboard gives it. */
const fakeParcel = (text: string): ParcelConfig<{ domElement?: HTMLElement }> => ({
  bootstrap: async () => undefined,
  mount: async ({ domElement }: { domElement?: HTMLElement }) => {
    if (domElement) domElement.textContent = text;
  },
  unmount: async () => undefined,
});
/** mf-referrals' analytics and mf-admin's statistics; any other module is not exposed. */
const PARCELS: Record<string, ParcelConfig<{ domElement?: HTMLElement }>> = {
  'mf_referrals/analytics': fakeParcel('Analytics parcel'),
  'mf_admin/statistics': fakeParcel('Statistics parcel'),
};
const loadRemote = jest.fn(async (id: string): Promise<unknown> => PARCELS[id]);
beforeEach(() => {
  provideRemoteModuleLoader(loadRemote);
  // The server answers with the profile the store holds (left as it is), unless a test says otherwise.
  loadProfileMock.mockReset();
  loadProfileMock.mockImplementation(async () => appStore.get(profileAtom)!);
});

function renderFor(group: UserGroup, profile: ClinicianInformationResponse | null = null) {
  appStore.set(sessionAtom, {
    ...sessionFor(group),
    user: { ...sessionFor(group).user, first_name: 'Sam', last_name: 'Lee' },
  });
  appStore.set(profileAtom, profile);
  render(
    <RefnetProviders>
      <DashboardPage />
    </RefnetProviders>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
});

const link = (name: string) => screen.getByRole('link', { name });

describe('DashboardPage', () => {
  it('welcomes a clinician by name with Make referral and View referrals', () => {
    renderFor('Clinician');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Sam Lee');
    expect(link('Make referral')).toHaveAttribute('href', '/referral/add');
    expect(link('View referrals')).toHaveAttribute('href', '/referrals/inbound');
    expect(screen.queryByText('RefNet administration account')).not.toBeInTheDocument();
  });

  it('shows staff the administration account header, Verify Users opening the unverified users, and See clinicians', () => {
    renderFor('Staff');
    expect(
      screen.getByRole('heading', { level: 2, name: 'RefNet administration account' }),
    ).toBeInTheDocument();
    expect(link('Verify Users')).toHaveAttribute('href', '/staff/users?group=unverified');
    expect(link('See clinicians')).toHaveAttribute('href', '/clinicians');
    expect(screen.queryByText('Make referral')).not.toBeInTheDocument();
  });

  it('names the delegate and the clinician they act for', () => {
    renderFor('Delegate', delegateProfile(true));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Sam Lee');
    expect(screen.getByText('You are signed in as a delegate of Dr Jane Doe.')).toBeInTheDocument();
    expect(link('Make referral')).toHaveAttribute('href', '/referral/add');
  });

  it('disables Make referral for a delegate without the create permission', () => {
    renderFor('Delegate', delegateProfile(false));
    expect(screen.getByRole('button', { name: 'Make referral' })).toBeDisabled();
  });

  it("sends a delegate's View referrals to the pending inbound referrals", () => {
    renderFor('Delegate', delegateProfile(true));
    expect(link('View referrals')).toHaveAttribute('href', '/referrals/inbound?referralType=inboundPending');
  });

  it("mounts mf-referrals' analytics parcel for a clinician", async () => {
    renderFor('Clinician');
    expect(await screen.findByText('Analytics parcel')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_referrals/analytics');
  });

  it('mounts the analytics for a delegate allowed to view referrals', async () => {
    renderFor('Delegate', delegateProfile(false, true));
    expect(await screen.findByText('Analytics parcel')).toBeInTheDocument();
  });

  it('shows no analytics to a delegate not allowed to view referrals', async () => {
    renderFor('Delegate', delegateProfile(true, false));
    expect(await screen.findByRole('heading', { name: 'Recent Updates' })).toBeInTheDocument();
    expect(screen.queryByText('Analytics parcel')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it.each(['Staff', 'Full Admin'] as const)(
    "mounts mf-admin's statistics parcel for %s, not the referral analytics",
    async (group) => {
      renderFor(group);
      expect(await screen.findByText('Statistics parcel')).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('mf_admin/statistics');
      expect(loadRemote).not.toHaveBeenCalledWith('mf_referrals/analytics');
      expect(screen.queryByText('Analytics parcel')).not.toBeInTheDocument();
    },
  );

  it('keeps the staff dashboard working when mf-admin cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('mf_admin is down'));
    renderFor('Staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of RefNet is unavailable');
    expect(link('Verify Users')).toHaveAttribute('href', '/staff/users?group=unverified');
    expect(screen.getByRole('heading', { name: 'Recent Updates' })).toBeInTheDocument();
  });

  it('keeps Make referral disabled for a delegate until the profile says otherwise', () => {
    renderFor('Delegate');
    expect(screen.getByText('You are signed in as a delegate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make referral' })).toBeDisabled();
  });

  it.each(['Clinician', 'Delegate', 'Staff', 'Full Admin'] as const)(
    'shows %s the Recent Updates',
    (group) => {
      renderFor(group);
      expect(screen.getByRole('heading', { name: 'Recent Updates' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Improved map' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Direct referrals' })).toBeInTheDocument();
    },
  );

  it("reloads a delegate's profile on arrival, so permissions their clinician changed show", async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2099-01-01T09:00:00Z'));
    const signedIn = delegateProfile(false);
    appStore.set(profileAtom, signedIn);
    now.mockReturnValue(Date.parse('2099-01-01T09:00:00Z') + PROFILE_FRESH_FOR_MS + 1);
    const granted = delegateProfile(true);
    loadProfileMock.mockImplementationOnce(async () => {
      appStore.set(profileAtom, granted);
      return granted;
    });
    renderFor('Delegate', signedIn);
    expect(await screen.findByRole('link', { name: 'Make referral' })).toHaveAttribute(
      'href',
      '/referral/add',
    );
    expect(loadProfileMock).toHaveBeenCalledTimes(1);

    // Just loaded: coming back to the window asks again only once the profile is no longer fresh.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(loadProfileMock).toHaveBeenCalledTimes(1);
    now.mockReturnValue(Date.parse('2099-01-01T09:00:00Z') + 2 * PROFILE_FRESH_FOR_MS + 2);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(loadProfileMock).toHaveBeenCalledTimes(2));
  });

  it('does not load again a profile stored moments ago (at sign-in)', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2099-02-01T09:00:00Z'));
    renderFor('Delegate', delegateProfile(false));
    expect(await screen.findByRole('heading', { name: 'Recent Updates' })).toBeInTheDocument();
    expect(loadProfileMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Make referral' })).toBeDisabled();
  });

  it('does not reload the profile of a clinician', async () => {
    renderFor('Clinician');
    await screen.findByText('Analytics parcel');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(loadProfileMock).not.toHaveBeenCalled();
  });
});
