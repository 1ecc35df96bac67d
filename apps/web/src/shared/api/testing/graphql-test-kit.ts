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
