import { checkClinic } from '@refnet/shared-ui/accounts';
import { useDebouncedCheck, type CheckStatus } from './useDebouncedCheck';

export const ADDRESS_CHECK_FAILED_MESSAGE = 'The address could not be checked. Please try again.';

const askServer = async (postcode: string) => (await checkClinic({ postcode })).addressValid;

/**
 * SPEC §5: an address (clinic or patient) is checked with the server (POST /register/check-clinic/) once its
 * postcode has not changed for 1 s; skipped ('idle') until there is a postcode. The server locates the
 * address by its postcode alone, so only the postcode is sent (this public call need not see the rest of a
 * patient's address) and only the postcode starts a new check.
 */
export function useAddressCheck(postcode: string): CheckStatus {
  const trimmed = postcode.trim();
  return useDebouncedCheck(trimmed === '' ? null : trimmed, askServer);
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
