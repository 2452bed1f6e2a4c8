import { checkEmail } from '@refnet/shared-ui/accounts';
import { isValidEmail } from '@refnet/contracts/accounts';
import { serverQuery, useServerCheck, type CheckStatus } from '@refnet/shared-ui/data';

/** POST /register/check-email/ for the data layer: whether no other user has the address. */
const emailCheckQuery = (email: string) =>
  serverQuery(
    ['/register/check-email/', email],
    async (options) => (await checkEmail({ email }, options)).emailValid,
  );

/** SPEC §5: the duplicate e-mail check, debounced 1 s; skipped while the address is empty or malformed. */
export function useEmailAvailability(email: string): CheckStatus {
  const address = email.trim().toLowerCase();
  return useServerCheck(isValidEmail(address) ? emailCheckQuery(address) : null);
}

/** A failed check does not block the user: the server checks again on submit. */
export const emailMayBeUsed = (status: CheckStatus) => status === 'valid' || status === 'error';
