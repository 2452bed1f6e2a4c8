import { checkClinic } from '@refnet/shared-ui/accounts';
import { useDebouncedCheck, type CheckStatus } from './useDebouncedCheck';

export const ADDRESS_CHECK_FAILED_MESSAGE = 'The address could not be checked. Please try again.';

export interface AddressInput {
  firstLine: string;
  city: string;
  postcode: string;
}

const askServer = async (address: AddressInput) => (await checkClinic(address)).addressValid;

/**
 * SPEC §5: an address (clinic or patient) is checked with the server (POST /register/check-clinic/) once it
 * has not changed for 1 s; skipped ('idle') until there is a postcode.
 */
export function useAddressCheck(address: AddressInput): CheckStatus {
  const postcode = address.postcode.trim();
  return useDebouncedCheck(
    postcode === '' ? null : { firstLine: address.firstLine.trim(), city: address.city.trim(), postcode },
    askServer,
  );
}

/**
 * What to show under the postcode for a check status, if anything. The forms word "not found" differently
 * (clinic: "Address not found. Please check details."; patient: "Address not found"), so they pass it.
 */
export function addressCheckMessage(status: CheckStatus, notFoundMessage: string): string | undefined {
  if (status === 'invalid') return notFoundMessage;
  if (status === 'error') return ADDRESS_CHECK_FAILED_MESSAGE;
  return undefined;
}
