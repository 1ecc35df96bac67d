import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { ApiErrorBody } from '@parley/core/common/http-contract';
import { DEFAULT_ERROR_TEXT } from '@parley/core/common/texts';
import { toApiErrorBody } from './api-error.ts';
import { readResponseBody } from './api-request.ts';
import { type FailureRules, handleRequestFailure } from './request-failure.ts';
import { sendRequest } from './send-request.ts';

export const GRAPHQL_URL = '/api/graphql';

export type GraphqlRequestOptions = {
  signal?: AbortSignal;
  retries?: number;
  notFoundMessage?: string;
  failureMessage?: string;
  skipDefault?: boolean;
};

/**
 * A typed GraphQL document: the generated `…Document` beside each feature's `.graphql` file
 * (`npm run graphql:codegen`, docs/web-api-client.md). Its text is what is sent; its type carries the
 * operation's result and variables.
 */
export type GraphqlDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables>;

/** An operation without required variables may leave them out; one with required variables must pass them. */
type GraphqlRequestArgs<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: NoInfer<TVariables>, options?: GraphqlRequestOptions]
    : [variables: NoInfer<TVariables>, options?: GraphqlRequestOptions];

type GraphqlErrorPayload = {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown; status?: unknown };
};

type GraphqlResponse<TData> = { data?: TData | null; errors?: GraphqlErrorPayload[] };

/** The first GraphQL error as an HTTP-like failure: the server puts its AppError status in extensions. */
function firstError(errors: GraphqlErrorPayload[]): { status: number; body: ApiErrorBody } {
  const [error] = errors;
  const extensions = error?.extensions ?? {};
  const status = typeof extensions.status === 'number' ? extensions.status : 500;
  const body: ApiErrorBody = {
    code: typeof extensions.code === 'string' ? extensions.code : 'internal',
    message: typeof error?.message === 'string' && error.message !== '' ? error.message : DEFAULT_ERROR_TEXT,
  };
  if (typeof extensions.field === 'string') body.field = extensions.field;
  return { status, body };
}

function errorsOf(value: unknown): GraphqlErrorPayload[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const errors: unknown = Reflect.get(value, 'errors');
  return Array.isArray(errors) && errors.length > 0 ? errors : null;
}

/**
 * POST /api/graphql with the same headers and rules as apiRequest. A GraphQL error is handled like
 * an HTTP failure with the status in `errors[0].extensions.status` (500 when absent): a validation
 * error is thrown as a body, others are toasted. Only an HTTP 401/403 of the route signs the user out.
 */
export async function graphqlRequest<TData, TVariables>(
  document: GraphqlDocument<TData, TVariables>,
  ...[variables, options = {}]: GraphqlRequestArgs<TVariables>
): Promise<TData> {
  const rules: FailureRules = {
    notFoundMessage: options.notFoundMessage,
    failureMessage: options.failureMessage,
    skipDefault: options.skipDefault,
  };
  const outcome = await sendRequest({
    url: GRAPHQL_URL,
    method: 'POST',
    body: { query: String(document), variables: variables ?? {} },
    signal: options.signal,
    retries: options.retries ?? 0,
  });
  if (outcome.kind === 'network') throw handleRequestFailure(null, null, rules);
  const { response } = outcome;
  if (!response.ok) {
    const value: unknown = await response.json().catch(() => null);
    const errors = errorsOf(value);
    const body = errors ? firstError(errors).body : toApiErrorBody(value);
    throw handleRequestFailure(response.status, body, rules);
  }
  const payload = await readResponseBody<GraphqlResponse<TData>>(response);
  const errors = errorsOf(payload);
  if (errors) {
    const { status, body } = firstError(errors);
    // An expired session is an HTTP 401 from the GraphQL route (above) or `unauthenticated` here. A `forbidden`
    // inside a 200 answer is one refused action of a signed-in user: show it, do not sign out.
    throw handleRequestFailure(status, body, { ...rules, exemptFromExpiry: status === 403 });
  }
  if (payload?.data === undefined || payload.data === null) throw handleRequestFailure(500, null, rules);
  return payload.data;
}
