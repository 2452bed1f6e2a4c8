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

/** Shows a danger notice that closes itself after 5 s unless another message replaced it. */
function showFailureNotice(message: string): void {
  const notice: Message = { variant: 'danger', message };
  showGlobalMessage(notice);
  setTimeout(() => {
    if (appStore.get(globalMessageAtom) === notice) hideGlobalMessage();
  }, FAILURE_NOTICE_MS);
}

/**
 * POST /register/. Resolves true on success. On failure shows a danger notice that closes after 5 s
 * (SPEC §8/§9): the server's own words when it refused the data (400, e.g. e-mail already used), so the
 * user can fix them; otherwise the SPEC §8 message. The wizard keeps the data either way.
 */
export async function submitRegistration(request: RegisterRequest): Promise<boolean> {
  try {
    await register(request);
    return true;
  } catch (error) {
    const refusal =
      isApiRequestError(error) && error.status === 400 ? error.serverMessage?.message : undefined;
    showFailureNotice(refusal ?? REGISTRATION_FAILED_MESSAGE);
    return false;
  }
}
