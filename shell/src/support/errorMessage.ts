import { isApiRequestError, NETWORK_ERROR_MESSAGE } from '@refnet/shared-ui';

/** The server's own words for a failed call, or the network message when there was no answer. */
export function errorMessageOf(error: unknown): string {
  return isApiRequestError(error) ? error.message : NETWORK_ERROR_MESSAGE;
}
