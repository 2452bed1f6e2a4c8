import type { ClinicianInformationResponse } from '@refnet/contracts';
import { useAtomValue } from 'jotai';
import { fetchClinicianInformation } from '../api/profile';
import { profileAtom } from './atoms';
import { appStore } from './store';

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

export function useProfile(): ClinicianInformationResponse | null {
  return useAtomValue(profileAtom);
}
