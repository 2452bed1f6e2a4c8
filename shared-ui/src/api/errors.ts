import { apiErrorSchema, authDetailSchema, type Message } from '@refnet/contracts';
import type { AxiosError } from 'axios';

/**
 * How a call failed (SPEC §8):
 * - 'response': the server answered with a status outside 200-299;
 * - 'network': no answer at all (offline, refused, aborted);
 * - 'missing-parameter': a required argument was null or undefined, so nothing was sent;
 * - 'invalid-response': the server answered 2xx with a body that does not match the contract.
 */
export type ApiErrorKind = 'response' | 'network' | 'missing-parameter' | 'invalid-response';

export type ApiRequestErrorInit = {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  body?: unknown;
  serverMessage?: Message;
  cause?: unknown;
};

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly body?: unknown;
  /** The server's `{ variant, message }`, ready for the global message modal. */
  readonly serverMessage?: Message;

  constructor({ kind, message, status, body, serverMessage, cause }: ApiRequestErrorInit) {
    super(message, { cause });
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export const NETWORK_ERROR_MESSAGE =
  'The server could not be reached. Please check your connection and try again.';

/** axios marks its errors so (axios's own isAxiosError, without loading axios where no call is made). */
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Turns whatever axios rejected with into an ApiRequestError carrying the server's own words. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (!isAxiosError(error) || !error.response) {
    return new ApiRequestError({ kind: 'network', message: NETWORK_ERROR_MESSAGE, cause: error });
  }
  const { status, data } = error.response;
  const serverMessage = readServerMessage(data);
  return new ApiRequestError({
    kind: 'response',
    status,
    body: data,
    serverMessage,
    message: serverMessage?.message ?? readDetail(data) ?? `Request failed with status ${status}.`,
    cause: error,
  });
}

function readServerMessage(body: unknown): Message | undefined {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.message : undefined;
}

export function readDetail(body: unknown): string | undefined {
  const parsed = authDetailSchema.safeParse(body);
  return parsed.success ? parsed.data.detail : undefined;
}
