/** Seconds a client is asked to wait (Retry-After) before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error means the database cannot be reached just now (down, restarting, failing over, refusing
 * connections, or our connection to it ended), as opposed to a query it refused. Drivers wrap the cause
 * (drizzle's DrizzleQueryError), so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (isUnavailableCause(current)) return true;
    current = current.cause;
  }
  return false;
}

/** SQLSTATE class 08 (connection exception) and the shutdown / not-yet-accepting states of class 57P. */
const UNAVAILABLE_SQL_STATES = /^(08...|57P01|57P02|57P03)$/;
/** Node's socket errors on the way to the server. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words, with no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableCause(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQL_STATES.test(code) || SOCKET_ERRORS.has(code))) return true;
  return DRIVER_MESSAGES.some((text) => error.message.startsWith(text));
}
