import {
  CHECK_CLINIC_DIRECTORY_LIMITED,
  POSTCODE_DIRECTORY_LIMITED_MESSAGE,
} from '@refnet/contracts/accounts';
import { checkClinic } from '@refnet/shared-ui/accounts';
import { serverQuery, useServerCheck, type CheckStatus } from '@refnet/shared-ui/data';

export const ADDRESS_CHECK_FAILED_MESSAGE = 'The address could not be checked. Please try again.';

/**
 * A CheckStatus, or 'directoryLimited': the postcode is well-formed but this server's postcode directory
 * does not list it and no outside geocoder is configured (an administrator can fill it).
 */
export type AddressCheckStatus = CheckStatus | typeof CHECK_CLINIC_DIRECTORY_LIMITED;

/** POST /register/check-clinic/ for the data layer: located, or not, or why not (the directory is limited). */
const addressCheckQuery = (postcode: string) =>
  serverQuery(['/register/check-clinic/', postcode], async (options) => {
    const { addressValid, reason } = await checkClinic({ postcode }, options);
    return addressValid || (reason ?? false);
  });

/**
 * SPEC §5: an address (clinic or patient) is checked with the server (POST /register/check-clinic/) once its
 * postcode has not changed for 1 s; skipped ('idle') until there is a postcode. The server locates the
 * address by its postcode alone, so only the postcode is sent (this public call need not see the rest of a
 * patient's address) and only the postcode starts a new check.
 */
export function useAddressCheck(postcode: string): AddressCheckStatus {
  const trimmed = postcode.trim();
  return useServerCheck(trimmed === '' ? null : addressCheckQuery(trimmed));
}

/**
 * What to show under the postcode for a check status, if anything. The forms word "not found" differently
 * (clinic: "Address not found. Please check details."; patient: "Address not found"), so they pass it.
 */
export function addressCheckMessage(status: AddressCheckStatus, notFoundMessage: string): string | undefined {
  if (status === 'invalid') return notFoundMessage;
  if (status === CHECK_CLINIC_DIRECTORY_LIMITED) return POSTCODE_DIRECTORY_LIMITED_MESSAGE;
  if (status === 'error') return ADDRESS_CHECK_FAILED_MESSAGE;
  return undefined;
}
