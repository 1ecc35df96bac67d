import { AppError } from './app-error.ts';

// While PostgreSQL is down, restarting or unreachable, a request fails with a clear 503 the client
// may retry, not a 500 (docs/security/reliability.md "The database goes away").

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly';

// SQLSTATE classes 08 (connection exception) and these of class 57 (operator intervention):
// admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
// Socket errors of a connection that cannot be made or was cut.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // A unix socket that is not there (the server is down).
  'ENOENT',
]);
// Only a socket's: a file that is not there (ENOENT from open) is no database error.
const SOCKET_SYSCALLS = new Set(['connect', 'read', 'write', 'getaddrinfo']);
// node-postgres and pg-pool raise these as plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

function isUnavailableCause(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  if (code) {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    const syscall = 'syscall' in error ? error.syscall : null;
    if (UNAVAILABLE_SOCKET_CODES.has(code) && typeof syscall === 'string' && SOCKET_SYSCALLS.has(syscall))
      return true;
  }
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * True when `error` (or what it wraps: drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`, Node's connect errors may be an AggregateError per address) says the database cannot be
 * reached, as opposed to a query that failed on a working database.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableCause(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/** The AppError a request answers with when the database is unavailable, else null. */
export function databaseUnavailableError(error: unknown): AppError | null {
  return isDatabaseUnavailable(error)
    ? new AppError('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE)
    : null;
}
