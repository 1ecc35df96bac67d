import type { FetchCall } from '../../../shared/api/testing/api-test-kit.ts';

/** The operation name of a recorded GraphQL call ('' for anything else). */
export function graphqlOperation(call: FetchCall): string {
  const body = call.body;
  const query = typeof body === 'object' && body !== null ? Reflect.get(body, 'query') : '';
  return /(?:query|mutation)\s+(\w+)/.exec(String(query))?.[1] ?? '';
}
