import { type GraphQLError, Kind } from 'graphql';
import { requestError } from './request-error.ts';

/**
 * A variable the operation could not take (`Variable "$limit" got invalid value "ten"; Int cannot
 * represent non-integer value: "ten"`, a missing required variable, an Int over 2³¹) as a 400
 * `validation_failed` naming the variable; null for any other error. graphql-js reports these
 * before it runs anything, with the variable's definition as their node and no path; the scalar's
 * own error is their originalError, which is why they would otherwise be masked as internal.
 */
export function variableCoercionError(error: unknown): GraphQLError | null {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return null;
  const { nodes, path } = error as GraphQLError; // name checked above; instanceof may see another copy of graphql-js
  const node = nodes?.[0];
  if (path !== undefined || nodes?.length !== 1 || node?.kind !== Kind.VARIABLE_DEFINITION) return null;
  return requestError('validation_failed', error.message, { field: node.variable.name.value, nodes: node });
}
