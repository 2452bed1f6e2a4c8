import { checkEmail } from '@refnet/shared-ui/accounts';
import { isValidEmail } from '@refnet/contracts/accounts';
import { useDebouncedCheck, type CheckStatus } from '@refnet/shared-ui/forms';

const askServer = async (email: string) => (await checkEmail({ email })).emailValid;

/** SPEC §5: the duplicate e-mail check, debounced 1 s; skipped while the address is empty or malformed. */
export function useEmailAvailability(email: string): CheckStatus {
  const address = email.trim().toLowerCase();
  return useDebouncedCheck(isValidEmail(address) ? address : null, askServer);
}

/** A failed check does not block the user: the server checks again on submit. */
export const emailMayBeUsed = (status: CheckStatus) => status === 'valid' || status === 'error';
