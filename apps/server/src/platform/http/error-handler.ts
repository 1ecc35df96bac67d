import type { ApiErrorBody } from '@parley/core/common/http-contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { databaseUnavailableError } from './database-unavailable.ts';

// Errors raised by Fastify itself or a plugin (bad JSON, body too large, …) carry only a status.
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** A zod failure becomes a 400 naming the first bad field and the reason (STACK.md: else it is a 500). */
export function zodErrorBody(error: ZodError): ApiErrorBody {
  const first = error.issues[0];
  const field = first?.path.join('.') || undefined;
  const reason = first?.message ?? 'is invalid';
  return {
    code: 'validation_failed',
    message: field ? `${field} ${reason}` : reason,
    ...(field ? { field } : {}),
    details: error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError | ZodError, request, reply) => {
    const error = databaseUnavailableError(thrown) ?? thrown;
    if (error instanceof ZodError) {
      const body = zodErrorBody(error);
      // A client's mistake is no error of the server: info, never error (issue 11).
      request.log.info({ code: body.code, field: body.field }, 'request refused');
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: error.code, field: error.field }, 'request refused');
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      if (error.details !== undefined) body.details = error.details;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, 'request refused');
    const body: ApiErrorBody = {
      code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request'),
      message: status >= 500 ? 'There was an error' : error.message,
    };
    return reply.status(status).send(body);
  });
}
