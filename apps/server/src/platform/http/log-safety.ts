import type { FastifyBaseLogger } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';

// Logs never print bound parameters or secrets, and client errors are not errors of the server
// (issue 11, docs/security/edge.md "Logs"). A failed query's error from drizzle carries the query's
// bound values (`params`, and `Failed query: … params: …` in its message and stack): once an argon2
// hash, often contact data. PostgreSQL's `detail` names the values of a violated key.

/** Keys whose values are never printed, wherever they sit in a logged error. */
const SECRET_KEY =
  /^(params|parameters|detail|password.*|.*hash|.*token|.*secret|cookie|set-cookie|authorization)$/i;
/** An argon2 hash anywhere in a text (a last line of defence). */
const ARGON2_HASH = /\$argon2(id|i|d)\$[^\s"',]*/g;
const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/** The `params: …` texts drizzle wrote into the messages of an error and its causes. */
function paramTexts(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return [];
  const params: unknown = Reflect.get(error, 'params');
  // drizzle writes `params: ${params}`, an array's toString.
  const own = Array.isArray(params) ? [`params: ${String(params)}`] : [];
  return [...own, ...paramTexts(error.cause, depth + 1)];
}

function scrubText(text: string, secrets: readonly string[]): string {
  let scrubbed = text;
  for (const secret of secrets) scrubbed = scrubbed.split(secret).join(`params: ${REDACTED}`);
  return scrubbed.replace(ARGON2_HASH, REDACTED);
}

function scrub(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    copy[key] = SECRET_KEY.test(key) ? REDACTED : scrub(child, secrets, depth + 1);
  return copy;
}

/** pino's error serializer, then every secret key dropped and every `params: …` text blanked. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return scrub(error, []);
  // pino folds a cause into the message and stack only: its own fields (a SQLSTATE `code`) go here.
  const cause = error.cause instanceof Error ? { cause: serializeCause(error.cause) } : {};
  return scrub({ ...pino.stdSerializers.err(error), ...cause }, paramTexts(error));
}

function serializeCause(cause: Error, depth = 1): unknown {
  const { stack: _stack, ...fields } = pino.stdSerializers.err(cause);
  const deeper =
    cause.cause instanceof Error && depth < MAX_DEPTH ? serializeCause(cause.cause, depth + 1) : null;
  return deeper ? { ...fields, cause: deeper } : fields;
}

/** The request line without the values of secret-looking query parameters (`?token=…`). */
function serializeRequest(request: { method: string; url: string; ip?: string }) {
  const [path, query] = request.url.split('?', 2);
  const url = query
    ? `${path}?${query
        .split('&')
        .map((pair) => {
          const [name = ''] = pair.split('=', 1);
          return SECRET_KEY.test(name) ? `${name}=${REDACTED}` : pair;
        })
        .join('&')}`
    : request.url;
  return { method: request.method, url, remoteAddress: request.ip };
}

/** Options for the app's pino logger: the safe serializers and the redaction of secret fields. */
export function safeLogOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: {
      paths: [
        'password',
        'passwordHash',
        'token',
        'sessionToken',
        'csrfToken',
        'params',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.sessionToken',
        '*.csrfToken',
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
        '*.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
}

/**
 * The Fastify `logger` option: the safe options, with what the caller gave on top (a level, a test's
 * destination stream); `false` keeps logging off.
 */
export function appLoggerOptions(level: string, given: boolean | object | undefined): false | LoggerOptions {
  if (given === false) return false;
  return { ...safeLogOptions(level), ...(typeof given === 'object' ? given : {}) };
}

/** What a GraphQL error wraps (a resolver's error), or the error itself. */
function originalError(error: unknown, depth = 0): unknown {
  const original: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'originalError') : undefined;
  return original && depth < MAX_DEPTH ? originalError(original, depth + 1) : error;
}

/** The status an error answers with, looking through GraphQL's wrapping (`originalError`). */
export function clientErrorStatus(error: unknown, depth = 0): number | null {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return null;
  if (error instanceof AppError) return error.status < 500 ? error.status : null;
  if (error instanceof ZodError) return 400;
  const original: unknown = Reflect.get(error, 'originalError');
  if (original) return clientErrorStatus(original, depth + 1);
  const statusCode: unknown = Reflect.get(error, 'statusCode');
  if (typeof statusCode === 'number') return statusCode >= 400 && statusCode < 500 ? statusCode : null;
  // graphql-js's own errors (syntax, validation, variable coercion) wrap nothing: the client's.
  if (error instanceof Error && error.name === 'GraphQLError') return 400;
  return null;
}

/**
 * Yoga's logger: an error it reports (it logs every error it masks) is logged at info when it is
 * the client's (an AppError under 500, a zod failure, a GraphQL syntax or validation error), at
 * error otherwise, always through the safe serializer.
 */
export function yogaLogger(log: FastifyBaseLogger) {
  type Level = 'debug' | 'info' | 'warn' | 'error';
  const emit =
    (level: Level) =>
    (...args: unknown[]): void => {
      const error = args.find((arg) => arg instanceof Error);
      const texts = args.filter((arg): arg is string => typeof arg === 'string');
      const others = args.filter((arg) => arg !== error && typeof arg !== 'string');
      const details = others.length > 0 ? { yoga: scrub(others, []) } : {};
      if (!error) {
        log[level](details, texts.join(' ') || 'graphql');
        return;
      }
      const clientError = clientErrorStatus(error) !== null;
      const errorLevel: Level = level === 'error' && clientError ? 'info' : level;
      const message = texts.join(' ') || (clientError ? 'graphql client error' : 'graphql request failed');
      // The error that was thrown, not GraphQL's wrapper (whose originalError no serializer prints).
      log[errorLevel]({ ...details, err: originalError(error) }, message);
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
