import type { Outcome } from './authorization-expectations.ts';

// How the authorization matrix reads an answer: what kind of outcome it is, and whether it
// carries brand A's data to someone who must not see it.

/** What happened, as far as authorization is concerned. */
export type Observed =
  | 'ok'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'invalid'
  | 'conflict'
  | 'limited'
  | 'other'
  | 'serverError';

const CODE_KINDS: Record<string, Observed> = {
  unauthenticated: 'unauthenticated',
  invalid_credentials: 'unauthenticated',
  forbidden: 'forbidden',
  brand_mismatch: 'forbidden',
  csrf_invalid: 'forbidden',
  not_found: 'notFound',
  TaskNotAvailable: 'notFound',
  validation_failed: 'invalid',
  bad_request: 'invalid',
  invalid_phone_number: 'invalid',
  BAD_USER_INPUT: 'invalid',
  GRAPHQL_VALIDATION_FAILED: 'invalid',
  GRAPHQL_PARSE_FAILED: 'invalid',
  conflict: 'conflict',
  chat_already_in_progress: 'conflict',
  rate_limited: 'limited',
  internal: 'serverError',
};

function fromStatus(status: number): Observed {
  if (status < 300) return 'ok';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'invalid';
  if (status === 409) return 'conflict';
  if (status === 429) return 'limited';
  if (status >= 500) return 'serverError';
  return 'other';
}

type GraphqlBody = { errors?: { extensions?: { code?: unknown } }[] };

/** The outcome of an answer; for GraphQL, the code of its first error decides. */
export function classify(status: number, body: string, graphql: boolean): { kind: Observed; code?: string } {
  if (!graphql || status !== 200) {
    let code: string | undefined;
    try {
      // An error body of the app: { code, message, field }; anything else has no string code.
      const parsed = JSON.parse(body) as { code?: unknown };
      if (typeof parsed.code === 'string') code = parsed.code;
    } catch {
      // Not JSON (audio, an empty 204): the status says it all.
    }
    return { kind: fromStatus(status), code };
  }
  // A GraphQL answer of status 200 is { data, errors }.
  const parsed = JSON.parse(body) as GraphqlBody;
  const first = parsed.errors?.[0];
  if (!first) return { kind: 'ok' };
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
  // graphql-js's own errors (a bad variable, a bad document) carry no code: the request was invalid.
  return { kind: code ? (CODE_KINDS[code] ?? 'other') : 'invalid', code };
}

const ACCEPTED: Record<Outcome, readonly Observed[]> = {
  ok: ['ok'],
  unauthenticated: ['unauthenticated'],
  forbidden: ['forbidden'],
  notFound: ['notFound'],
  hidden: ['forbidden', 'notFound'],
  reached: ['ok', 'notFound', 'invalid', 'conflict', 'other'],
  invalid: ['invalid', 'conflict'],
  isolated: ['ok', 'forbidden', 'notFound', 'invalid', 'conflict', 'other'],
};

export function accepts(expected: Outcome, observed: Observed): boolean {
  return ACCEPTED[expected].includes(observed);
}

/**
 * Brand A's strings found in an answer to someone outside brand A. A string the request itself
 * sent (an email asked about, a search text) may come back in a message; any other may not.
 */
export function leakedMarkers(body: string, request: string, distinct: readonly string[], marker: string) {
  const answer = body.toLowerCase();
  const asked = request.toLowerCase();
  const candidates = asked.includes(marker)
    ? distinct
    : [marker, ...distinct.filter((s) => !s.includes(marker))];
  return candidates.filter((text) => {
    const lower = text.toLowerCase();
    return !asked.includes(lower) && answer.includes(lower);
  });
}
