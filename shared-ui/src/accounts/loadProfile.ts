import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { appStore, profileAtom } from '@refnet/shared-ui';
import { fetchClinicianInformation } from './profile';

/**
 * Loads the profile into the store (SPEC §2.5 login step, and after every profile change).
 * SPEC §4: a failed profile load resets the profile state; the error is passed on to the caller.
 */
export async function loadProfile(): Promise<ClinicianInformationResponse> {
  try {
    const profile = await fetchClinicianInformation();
    appStore.set(profileAtom, profile);
    return profile;
  } catch (error) {
    appStore.set(profileAtom, null);
    throw error;
  }
}
