import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { findUnsafeText, type UnsafeText, unsafeTextReason } from './unsafe-text.ts';

// Input hygiene at the edge (issue 11, docs/security/edge.md): one app-wide hook refuses, before any
// handler runs, a request whose route params, query string or parsed body holds text PostgreSQL
// cannot store (NUL, a lone surrogate). Multipart parts and CSV cells are read by their routes and
// checked there with `refuseUnsafeText`; GraphQL literals by the GraphQL route's validation rule.

/** The 400 for one unsafe string: `validation_failed` naming the field and the reason. */
export function unsafeTextError(found: UnsafeText): AppError {
  return new AppError('validation_failed', `${found.field} ${found.reason}`, { field: found.field });
}

/** Throws the 400 when `value` (a string or parsed JSON) holds unsafe text; `field` names it. */
export function refuseUnsafeText(value: unknown, field: string): void {
  const found = typeof value === 'string' ? unsafeTextAt(value, field) : findUnsafeText(value, field);
  if (found) throw unsafeTextError(found);
}

function unsafeTextAt(text: string, field: string): UnsafeText | null {
  const reason = unsafeTextReason(text);
  return reason ? { field, reason } : null;
}

/**
 * The first unsafe string of the request: params and query by their own names (as the routes'
 * zod schemas name them), body fields by their path (`username`, `variables.input.name`).
 */
export function findUnsafeRequestText(request: FastifyRequest): UnsafeText | null {
  return findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
}

export function registerInputHygiene(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before any schema, guard or handler sees it.
  app.addHook('preValidation', async (request) => {
    const found = findUnsafeRequestText(request);
    if (found) throw unsafeTextError(found);
  });
}
