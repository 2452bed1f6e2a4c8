import type { FastifyRequest } from 'fastify';

/**
 * What the request log and every logged error may carry. Codes of one-time links (e-mail verification,
 * delegate invitations, password resets) sit in URLs, and anyone reading the log could use them; query
 * parameters hold patients' names, birth dates and contact details. Neither is ever written.
 */

/** A link's 32-byte code in base64url (43 characters), or anything as long and opaque. */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{40,}$/;
const REDACTED = '[redacted]';

/** The URL with `code=…` values and long opaque path segments replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const redactedPath = path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/')
    .replace(/(^|[/&=])code=[^&/]*/g, `$1code=${REDACTED}`);
  return redactedPath + redactQuery(query);
}

/** Query values can be personal (a patient search): only the parameter names are kept. */
function redactQuery(query: string): string {
  if (query === '') return '';
  const names = new URLSearchParams(query.slice(1)).keys();
  return `?${[...names].map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&')}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface QueryFailure extends Error {
  query?: unknown;
  params?: unknown;
}
interface DriverError extends Error {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
}

/** The `at …` lines only: an error's first stack line repeats its message. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** A failed query as its SQL text (placeholders, no values) and PostgreSQL's codes and names. */
function serializeQueryFailure(error: QueryFailure, cause: DriverError | undefined): SerializedError {
  return {
    type: error.name,
    message: `query failed (SQLSTATE ${String(cause?.code ?? 'unknown')}; values not logged)`,
    query: typeof error.query === 'string' ? error.query.slice(0, 500) : undefined,
    sqlState: cause?.code,
    constraint: cause?.constraint,
    table: cause?.table,
    column: cause?.column,
    routine: cause?.routine,
    stack: framesOf(error),
  };
}

/**
 * pino's `err` serializer. A query that failed is logged without its parameters or the database's
 * message and detail, which may quote them ("Key (email)=(…) already exists"); other errors as usual.
 */
export function serializeError(error: Error): SerializedError {
  const failure = error as QueryFailure;
  if ('params' in failure) {
    const cause = failure.cause instanceof Error ? (failure.cause as DriverError) : undefined;
    return serializeQueryFailure(failure, cause);
  }
  if (typeof (error as DriverError).routine === 'string') return serializeQueryFailure(error, error);
  return {
    type: error.name,
    message: error.message,
    code: (error as DriverError).code,
    stack: error.stack ?? '',
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}
