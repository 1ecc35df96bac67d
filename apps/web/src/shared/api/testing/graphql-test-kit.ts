// Test support for fake GraphQL servers: answers typed by the generated result types (so a field
// renamed in apps/server/schema.graphql breaks the fakes' compile, not only the app's), and the
// operation a recorded call sent.
import type { GraphqlDocument } from '../graphql-request.ts';
import { type FetchCall, jsonResponse } from './api-test-kit.ts';

/** Any generated document, whatever its variables (a function of `never` accepts every parameter type). */
type AnyDocument<TResult> = GraphqlDocument<TResult, never>;

const OPERATION_NAME = /(?:query|mutation)\s+(\w+)/;

/** The name of a document's operation (`query DeskAgent { … }` → `DeskAgent`). */
export function operationName(document: AnyDocument<unknown>): string {
  return OPERATION_NAME.exec(String(document))?.[1] ?? '';
}

/** The operation name of a recorded GraphQL call ('' for anything else). */
export function sentOperationName(call: FetchCall | undefined): string {
  const body = call?.body;
  const query = typeof body === 'object' && body !== null ? Reflect.get(body, 'query') : '';
  return OPERATION_NAME.exec(String(query))?.[1] ?? '';
}

/** Whether a recorded call sent this document's operation. */
export function sentOperation(call: FetchCall | undefined, document: AnyDocument<unknown>): boolean {
  return sentOperationName(call) === operationName(document);
}

/** The recorded calls that sent this document's operation. */
export function callsOf(calls: readonly FetchCall[], document: AnyDocument<unknown>): FetchCall[] {
  return calls.filter((call) => sentOperation(call, document));
}

/** A fake server's answer to an operation: `data` must have the shape the generated result type says. */
export function graphqlData<TResult>(_document: AnyDocument<TResult>, data: NoInfer<TResult>): Response {
  return jsonResponse(200, { data });
}

/** A fake server's GraphQL error, as the server answers an AppError: its code, status and field in `extensions`. */
export function graphqlError(
  message: string,
  extensions: { code: string; status: number; field?: string },
): Response {
  return jsonResponse(200, { errors: [{ message, extensions }] });
}

/**
 * The variables a recorded call sent with this document's operation (undefined when it sent another
 * one), typed by the document's generated variables.
 */
export function sentVariables<TVariables>(
  call: FetchCall | undefined,
  document: GraphqlDocument<unknown, TVariables>,
): TVariables | undefined {
  if (!sentOperation(call, document)) return undefined;
  const body = call?.body;
  const variables: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'variables') : undefined;
  // graphqlRequest only sends a document with the variables its generated type allows (its signature
  // checks them), so what the web sent with this operation has that type.
  return (variables ?? {}) as TVariables;
}

/** The variables of every recorded call of this document's operation, in the order they were sent. */
export function sentVariablesOf<TVariables>(
  calls: readonly FetchCall[],
  document: GraphqlDocument<unknown, TVariables>,
): TVariables[] {
  return calls.flatMap((call) => sentVariables(call, document) ?? []);
}

/**
 * A document typed by hand, for tests of the GraphQL client itself (features use the generated
 * documents). The generated ones are String objects typed the same way.
 */
export function testDocument<TResult, TVariables = Record<string, never>>(
  text: string,
): GraphqlDocument<TResult, TVariables> {
  // The result and variables types only exist at compile time: the document is its text.
  return { toString: () => text } as GraphqlDocument<TResult, TVariables>;
}
