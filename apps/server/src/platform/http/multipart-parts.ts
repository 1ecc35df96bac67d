import type { Multipart } from '@fastify/multipart';
import { AppError } from './app-error.ts';
import { refuseUnsafeText } from './input-hygiene.ts';

// What every multipart route (file uploads, the segment CSV) does with its parts at the edge
// (issue 11, docs/security/edge.md): names, file names and text values that cannot be stored are a
// 400 naming the part, and a body the parser cannot read (a boundary that does not match the header,
// a cut-off part) is a 400, never a 500.

export const MALFORMED_MULTIPART = 'The upload could not be read: it is not a well-formed multipart form';

/** Refuses a part whose field name, file name or text value holds NUL or a lone surrogate. */
export function refuseUnsafePart(part: Multipart): void {
  refuseUnsafeText(part.fieldname, 'fieldname');
  if (part.type === 'file') refuseUnsafeText(part.filename, `${part.fieldname}.filename`);
  else refuseUnsafeText(part.value, part.fieldname);
}

/**
 * The error to answer for one thrown while reading parts: the route's own 413 for a size limit,
 * an AppError or a parser error with a 4xx status as is, anything else from the parser (busboy's
 * "Unexpected end of form", "Malformed part header", a missing boundary) a 400.
 */
export function multipartReadError(error: unknown, tooLarge: () => Error): Error {
  if (error instanceof AppError) return error;
  const status: unknown = typeof error === 'object' && error ? Reflect.get(error, 'statusCode') : undefined;
  if (status === 413) return tooLarge();
  if (typeof status === 'number' && status >= 400 && status < 500 && error instanceof Error) return error;
  return new AppError('bad_request', MALFORMED_MULTIPART, { field: 'file' });
}
