import type { ClinicianInformationResponse } from '@refnet/contracts/accounts';
import { useAtomValue } from 'jotai';
import { profileAtom } from './atoms';

export function useProfile(): ClinicianInformationResponse | null {
  return useAtomValue(profileAtom);
}
