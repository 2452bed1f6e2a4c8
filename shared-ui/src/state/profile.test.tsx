import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RefnetProviders } from '../providers';
import { clinicianSession } from '../testing/fixtures';
import { profileAtom, sessionAtom } from './atoms';
import { useReferralPermissions } from './profile';
import { appStore } from './store';

function wrapper({ children }: { children: ReactNode }) {
  return <RefnetProviders>{children}</RefnetProviders>;
}

const delegateProfile = {
  isDelegate: true,
  referralPermissions: {
    permissionViewReferrals: true,
    permissionCreateReferrals: false,
    permissionManageReferrals: true,
  },
} as ClinicianInformationResponse;

afterEach(() => {
  appStore.set(sessionAtom, null);
  appStore.set(profileAtom, null);
});

describe('useReferralPermissions', () => {
  it('gives a clinician every permission', () => {
    appStore.set(sessionAtom, clinicianSession);
    const { result } = renderHook(useReferralPermissions, { wrapper });
    expect(result.current).toEqual({
      permissionViewReferrals: true,
      permissionCreateReferrals: true,
      permissionManageReferrals: true,
    });
  });

  it("gives a delegate none until the profile loads, then the clinician's grant", () => {
    appStore.set(sessionAtom, { ...clinicianSession, userGroup: 'Delegate' });
    const { result } = renderHook(useReferralPermissions, { wrapper });
    expect(result.current.permissionViewReferrals).toBe(false);
    expect(result.current.permissionCreateReferrals).toBe(false);
    act(() => appStore.set(profileAtom, delegateProfile));
    expect(result.current).toEqual(delegateProfile.referralPermissions);
  });
});
