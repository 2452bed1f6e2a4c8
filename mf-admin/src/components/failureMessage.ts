import type { Message } from '@refnet/contracts';
import { isApiRequestError } from '@refnet/shared-ui';

/** What the global message says when an admin action fails: the server's own words when it gave any. */
export function failureMessage(error: unknown, fallback: string): Message {
  if (isApiRequestError(error)) return error.serverMessage ?? { variant: 'danger', message: error.message };
  return { variant: 'danger', message: fallback };
}
