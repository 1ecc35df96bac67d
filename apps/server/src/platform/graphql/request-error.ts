import { type ASTNode, GraphQLError } from 'graphql';

/** Codes of the GraphQL errors that refuse a whole request before it runs (always HTTP 400). */
export type RequestErrorCode = 'query_too_complex' | 'validation_failed';

/**
 * An error that refuses the request with HTTP 400 whatever the client accepts. Yoga takes the
 * status from `extensions.http` (and drops that key from the answer); `spec: false` stops it from
 * answering 200 to `Accept: application/json` as it does for other validation errors. `status` is
 * kept in the answer as for every AppError (the web app reads it).
 */
export function requestError(
  code: RequestErrorCode,
  message: string,
  options: { field?: string | undefined; nodes?: ASTNode | readonly ASTNode[] | undefined } = {},
): GraphQLError {
  return new GraphQLError(message, {
    nodes: options.nodes,
    extensions: {
      code,
      ...(options.field ? { field: options.field } : {}),
      status: 400,
      http: { status: 400, spec: false },
    },
  });
}
