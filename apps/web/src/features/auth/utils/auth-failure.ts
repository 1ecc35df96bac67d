import { isApiError } from '../../../shared/api/api-error.ts';

/** What an auth form shows after a failed call: an alert, and maybe an error on one field. */
export type AuthFailure = {
  title: string;
  /** The server's explanation, when it adds to the title. */
  detail?: string;
  field?: string;
};

/**
 * Turns a failed auth call into what the page shows: the page's failure text as the title, the
 * server's message as the detail (e.g. the rate-limit wait on 429), a 400 naming a field as that
 * field's error. `fallbackDetail` stands in when the server gave no message for a status.
 */
export function toAuthFailure(
  error: unknown,
  title: string,
  fallbackDetail: Partial<Record<number, string>> = {},
): AuthFailure {
  if (!isApiError(error) || error.kind === 'network') return { title };
  // A 5xx message is the server's generic one ('There was an error'): the title says it better.
  const serverMessage = error.status !== null && error.status < 500 ? error.message : undefined;
  const detail = serverMessage && serverMessage !== title ? serverMessage : fallbackDetail[error.status ?? 0];
  const failure: AuthFailure = { title };
  if (detail) failure.detail = detail;
  if (error.status === 400 && error.field) failure.field = error.field;
  return failure;
}
