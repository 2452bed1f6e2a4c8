import {
  appStore,
  globalMessageAtom,
  hideGlobalMessage,
  isApiRequestError,
  showGlobalMessage,
} from '@refnet/shared-ui';
import { register } from '@refnet/shared-ui/accounts';
import { type Message } from '@refnet/contracts';
import { REGISTRATION_FAILED_MESSAGE, type RegisterRequest } from '@refnet/contracts/accounts';

/** SPEC §9: the failure notice closes itself after 5 s. */
export const FAILURE_NOTICE_MS = 5000;

/**
 * POST /register/. Resolves true on success. On failure shows a danger notice: the server's own words when
 * it refused the data (400, e.g. e-mail already used), so the user can fix them; otherwise the SPEC §8
 * message, which closes after 5 s.
 */
export async function submitRegistration(request: RegisterRequest): Promise<boolean> {
  try {
    await register(request);
    return true;
  } catch (error) {
    const refusal =
      isApiRequestError(error) && error.status === 400 ? error.serverMessage?.message : undefined;
    if (refusal) {
      showGlobalMessage({ variant: 'danger', message: refusal });
      return false;
    }
    const notice: Message = { variant: 'danger', message: REGISTRATION_FAILED_MESSAGE };
    showGlobalMessage(notice);
    setTimeout(() => {
      if (appStore.get(globalMessageAtom) === notice) hideGlobalMessage();
    }, FAILURE_NOTICE_MS);
    return false;
  }
}
