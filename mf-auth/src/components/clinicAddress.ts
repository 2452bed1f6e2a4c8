import { checkClinic } from '@refnet/shared-ui/accounts';
import { VALIDATION_MESSAGES, type NewClinic } from '@refnet/contracts/accounts';
import { useDebouncedCheck, type CheckStatus } from './useDebouncedCheck';

export const ADDRESS_CHECK_FAILED_MESSAGE = 'The address could not be checked. Please try again.';

export type ClinicAddressInput = NewClinic['address'];

const askServer = async (address: ClinicAddressInput) => (await checkClinic(address)).addressValid;

/** SPEC §5: the clinic address is checked with the server, debounced; skipped until there is a postcode. */
export function useClinicAddressCheck(address: ClinicAddressInput): CheckStatus {
  const postcode = address.postcode.trim();
  return useDebouncedCheck(
    postcode === '' ? null : { firstLine: address.firstLine.trim(), city: address.city.trim(), postcode },
    askServer,
  );
}

/** What to show under the postcode for a check status, if anything. */
export function addressCheckMessage(status: CheckStatus): string | undefined {
  if (status === 'invalid') return VALIDATION_MESSAGES.addressNotFound;
  if (status === 'error') return ADDRESS_CHECK_FAILED_MESSAGE;
  return undefined;
}
